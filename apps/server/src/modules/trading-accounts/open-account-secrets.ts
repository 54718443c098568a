import type { DbOrTx } from '../../db/database';
import { writeSecrets } from './accounts.repository';
import { readSecrets } from './accounts.queries';
import type { AccountVault } from './account-vault';
import { openAll, sealAll } from './seal-secrets';
import type { AccountSecretName } from './trading-accounts.schema';

export type AccountSecrets = Partial<Record<AccountSecretName, string>>;

/** The account's credentials opened through the vault, for the clients that log in with them. */
export async function openAccountSecrets(
  db: DbOrTx,
  vault: AccountVault,
  accountId: string,
): Promise<AccountSecrets> {
  return openAll(vault, accountId, await readSecrets(db, accountId));
}

/**
 * Seals and stores the given credentials (a renewed cookie or refresh token, a new proxy), in the
 * caller's transaction when it passes one; the others are kept.
 */
export async function storeAccountSecrets(
  tx: DbOrTx,
  vault: AccountVault,
  accountId: string,
  values: AccountSecrets,
  at: Date,
): Promise<void> {
  await writeSecrets(tx, accountId, sealAll(vault, accountId, values), at);
}
