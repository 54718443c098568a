import type { Vault } from '../vault/vault';

// Bound into the ciphertext, so a sealed proxy url cannot be swapped into another secret's column.
const PURPOSE = 'proxy-url';

/** The url as staff may see it: scheme, user and host, with the password replaced. */
export function maskProxyUrl(value: string): string {
  const url = new URL(value);
  if (url.password) url.password = '****';
  return url.toString().replace(/\/$/, '');
}

export const PROXY_URL_PURPOSE = PURPOSE;
// The process's vault (vaultOf): sealed under ENCRYPTION_KEY, opened under it or a previous key.
export const sealProxyUrl = (vault: Vault, url: string) => vault.seal(url, PURPOSE);
export const openProxyUrl = (vault: Vault, sealed: string) => vault.open(sealed, PURPOSE);
