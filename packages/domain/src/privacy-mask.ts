/**
 * Privacy mode (trading-dashboard.md section 6): names keep their first 4 characters, ids their
 * last 2, and balances, IP addresses and tokens are hidden entirely.
 */
export const HIDDEN = '••••';

export function maskName(name: string): string {
  return name.length <= 4 ? name : `${name.slice(0, 4)}…`;
}

export function maskId(id: string): string {
  return id.length <= 2 ? id : `${'•'.repeat(Math.min(6, id.length - 2))}${id.slice(-2)}`;
}

export function maskSecretValue(_value: unknown): string {
  return HIDDEN;
}

/** A trade URL keeps its shape, but the partner parameter (which identifies the account) is hidden. */
export function maskTradeUrl(url: string): string {
  return url.replace(/([?&]partner=)\d+/, `$1${HIDDEN}`);
}

/**
 * A Steam profile URL names the account by its 64-bit id (`/profiles/7656…`) or its custom name
 * (`/id/name`): either part is masked, whichever account the URL belongs to.
 */
export function maskProfileUrl(url: string): string {
  return url
    .replace(/(\/profiles\/)(\d+)/, (_, path: string, id: string) => `${path}${maskId(id)}`)
    .replace(/(\/id\/)([^/?#]+)/, (_, path: string, name: string) => `${path}${maskName(name)}`);
}

/**
 * Free text written by the server (activity descriptions: "Received AK-47 for 22.19 coins; 17.75
 * credits used.", "… from 76561198…") with every amount hidden, every long number (Steam ids,
 * offer ids) kept to its last 2 digits, and each of the given names (the trader's accounts) cut.
 */
export function maskFreeText(text: string, names: readonly string[] = []): string {
  let masked = text
    .replace(/\d[\d,]*\.\d+|\d[\d,]*(?=\s*(?:coins|credits|%))/g, HIDDEN)
    .replace(/\d{7,}/g, (id) => maskId(id));
  for (const name of names) {
    if (name.length > 4) masked = masked.split(name).join(maskName(name));
  }
  return masked;
}
