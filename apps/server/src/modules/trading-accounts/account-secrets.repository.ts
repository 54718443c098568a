import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accountSecrets, type AccountSecretName } from './trading-accounts.schema';

export type SealedSecret = { name: AccountSecretName; keyId: string; sealed: string };

export async function selectSealedSecrets(db: DbOrTx, accountId: string): Promise<SealedSecret[]> {
  return db
    .select({ name: accountSecrets.name, keyId: accountSecrets.keyId, sealed: accountSecrets.sealed })
    .from(accountSecrets)
    .where(eq(accountSecrets.accountId, accountId));
}

export async function upsertSealedSecrets(tx: DbOrTx, accountId: string, secrets: SealedSecret[], at: Date) {
  for (const secret of secrets) {
    await tx
      .insert(accountSecrets)
      .values({ accountId, ...secret, updatedAt: at })
      .onConflictDoUpdate({
        target: [accountSecrets.accountId, accountSecrets.name],
        set: { keyId: secret.keyId, sealed: secret.sealed, updatedAt: at },
      });
  }
}
