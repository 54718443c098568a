import { createHmac } from 'node:crypto';
import type { Secrets } from '../../secrets';
import { vaultOf } from '../vault/vault-keys';

/**
 * Account credentials through the product's vault (decision 005). The purpose (secret name and
 * account) is bound as associated data: a sealed password cannot be swapped into another row.
 * `keyId` is kept beside each value so an operator can see what `vault:rotate` still has to do.
 */
export type AccountVault = {
  seal(plaintext: string, purpose: string): { keyId: string; sealed: string };
  open(value: { keyId: string; sealed: string }, purpose: string): string;
  /** A keyed hash for uniqueness checks on values we must not store readable (proxy addresses). */
  fingerprint(text: string): string;
};

export function createAccountVault(secrets: Secrets): AccountVault {
  const vault = vaultOf(secrets);
  return {
    seal: (plaintext, purpose) => ({ keyId: vault.keyId, sealed: vault.seal(plaintext, purpose) }),
    // The sealed value names its own key; the vault also opens values of ENCRYPTION_KEYS_PREVIOUS.
    open: ({ sealed }, purpose) => vault.open(sealed, purpose),
    // Derived from the current key: a key change must re-fingerprint stored proxies (see decision 004).
    fingerprint: (text) =>
      createHmac('sha256', secrets.encryptionKey).update(`fingerprint:${text}`).digest('hex'),
  };
}
