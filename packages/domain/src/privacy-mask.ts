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
