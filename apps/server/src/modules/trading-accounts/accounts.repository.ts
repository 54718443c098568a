import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accountNotFound, type StoredSecret } from './accounts.queries';
import {
  accountSecrets,
  tradingAccounts,
  type AccountSecretName,
  type TradingAccountRow,
} from './trading-accounts.schema';

/**
 * The user's account with this Steam id, its row locked for the caller's change (FOR NO KEY UPDATE,
 * decision 042); not found as in requireAccountOf.
 */
export async function lockAccountOf(tx: DbOrTx, userId: string, steamId: string): Promise<TradingAccountRow> {
  const [row] = await tx
    .select()
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.steamId, steamId)))
    .for('no key update');
  if (!row) throw accountNotFound();
  return row;
}

/** Any user's account with this Steam id (a Steam id belongs to one user). */
export async function findAccountBySteamId(db: DbOrTx, steamId: string) {
  const [row] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, steamId));
  return row;
}

/** Accounts per platform of one user, in one query. */
export async function platformCountsOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      steam: count(tradingAccounts.steamConnectedAt),
      csgoroll: count(tradingAccounts.csgorollConnectedAt),
      sniping: sql<number>`count(*) filter (where ${tradingAccounts.snipingEnabled})`.mapWith(Number),
    })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId));
  return { steam: row?.steam ?? 0, csgoroll: row?.csgoroll ?? 0, sniping: row?.sniping ?? 0 };
}

export async function insertAccount(
  tx: DbOrTx,
  values: typeof tradingAccounts.$inferInsert,
): Promise<TradingAccountRow> {
  const [row] = await tx.insert(tradingAccounts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Keyed by the account's id, which the caller took from an owner-scoped lookup. */
export async function updateAccount(
  db: DbOrTx,
  accountId: string,
  values: Partial<typeof tradingAccounts.$inferInsert>,
): Promise<TradingAccountRow | undefined> {
  const [row] = await db
    .update(tradingAccounts)
    .set(values)
    .where(eq(tradingAccounts.id, accountId))
    .returning();
  return row;
}

export async function deleteAccountById(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.delete(tradingAccounts).where(eq(tradingAccounts.id, accountId));
}

/** The user's accounts in the order they were added, locked for the rest of the transaction. */
export async function lockStandingOf(tx: DbOrTx, userId: string) {
  return tx
    .select({
      id: tradingAccounts.id,
      status: tradingAccounts.status,
      snipingEnabled: tradingAccounts.snipingEnabled,
      steamConnectedAt: tradingAccounts.steamConnectedAt,
      csgorollConnectedAt: tradingAccounts.csgorollConnectedAt,
    })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId))
    .orderBy(asc(tradingAccounts.createdAt), asc(tradingAccounts.id))
    .for('no key update');
}

/** Keyed by account ids the caller took from an owner-scoped lookup; nothing for an empty list. */
export async function updateAccounts(
  tx: DbOrTx,
  accountIds: string[],
  values: Partial<typeof tradingAccounts.$inferInsert>,
): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.update(tradingAccounts).set(values).where(inArray(tradingAccounts.id, accountIds));
}

export async function writeSecrets(tx: DbOrTx, accountId: string, secrets: StoredSecret[], at: Date) {
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

export async function deleteSecrets(tx: DbOrTx, accountId: string, names: AccountSecretName[]) {
  for (const name of names) {
    await tx
      .delete(accountSecrets)
      .where(and(eq(accountSecrets.accountId, accountId), eq(accountSecrets.name, name)));
  }
}
