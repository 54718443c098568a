import type { Secrets } from '../../secrets';
import { createVault, type Vault } from './vault';

const vaults = new WeakMap<Secrets, Vault>();

/** The process's vault: ENCRYPTION_KEY seals, it and ENCRYPTION_KEYS_PREVIOUS open. */
export function vaultOf(secrets: Secrets): Vault {
  let vault = vaults.get(secrets);
  if (!vault) {
    vault = createVault(secrets.encryptionKey, secrets.previousEncryptionKeys ?? []);
    vaults.set(secrets, vault);
  }
  return vault;
}
