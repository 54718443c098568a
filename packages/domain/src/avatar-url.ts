/**
 * An avatar must be served over https and be a .png or .jpg picture (case-insensitive). The server
 * enforces it; the SPA checks it first for a quicker message.
 */
export function isValidAvatarUrl(value: string): boolean {
  // A host, then any path, ending in the extension itself (so `.png?x=1` does not pass).
  return /^https:\/\/[^\s/?#@]+(\/[^\s]*)?\.(png|jpg)$/i.test(value.trim());
}

export const invalidAvatarUrlMessage = 'Please enter a valid URL.';
