import { createVault } from '../vault/vault';

// Bound into the ciphertext, so a sealed proxy url cannot be swapped into another secret's column.
const PURPOSE = 'proxy-url';

/** The url as staff may see it: scheme, user and host, with the password replaced. */
export function maskProxyUrl(value: string): string {
  const url = new URL(value);
  if (url.password) url.password = '****';
  return url.toString().replace(/\/$/, '');
}

export const PROXY_URL_PURPOSE = PURPOSE;
// Under the current key only: `vault:rotate` re-seals proxy urls with the other secrets on a key change.
export const sealProxyUrl = (key: Buffer, url: string) => createVault(key).seal(url, PURPOSE);
export const openProxyUrl = (key: Buffer, sealed: string) => createVault(key).open(sealed, PURPOSE);
