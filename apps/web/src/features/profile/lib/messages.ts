import { ApiError } from '../../../shared/api/api-error';

/** The profile-area texts of public-site.md sections 5 and 8, word for word. */
export const profileMessages = {
  resetLinkSent: 'Password reset link sent to your email',
  userNotAvailable: 'User not available. Please log in or refresh.',
  avatarUpdated: 'Avatar URL updated successfully.',
  avatarFailed: 'Failed to update avatar URL. Please try again later.',
  setupFailed: 'Failed to setup 2FA. Please try again.',
  enabled: 'Two-factor authentication enabled successfully!',
  enableFailed: 'Failed to enable 2FA. Please check your code.',
  disabled: 'Two-factor authentication disabled successfully.',
  disableFailed: 'Failed to disable 2FA. Please check your credentials.',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  backupCodesCopied: 'Backup codes copied to clipboard',
  backupCodesCopyFailed: 'Failed to copy backup codes',
  discordUnlinked: 'Discord account unlinked.',
  discordLinkFailed: 'Could not start linking Discord. Please try again later.',
  discordUnlinkFailed: 'Failed to unlink the Discord account. Please try again later.',
} as const;

export const discordLinkedMessage = (discordId: string) =>
  `Discord account linked successfully! Discord ID: ${discordId}`;

/** The server's detail wins; a 429 without one says to wait; otherwise the screen's own sentence. */
export function profileErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.detail) return error.detail;
    if (error.status === 429) return profileMessages.tooManyAttempts;
  }
  return fallback;
}
