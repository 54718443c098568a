import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { tradingAccounts } from './trading-accounts.schema';

/** The columns that follow the account's live connections (Steam client, CSGORoll session, proxy). */
export type ConnectionState = Partial<
  Pick<
    typeof tradingAccounts.$inferInsert,
    | 'steamSessionValid'
    | 'steamLastLogin'
    | 'steamAccessTokenExpiresAt'
    | 'steamTradeUrl'
    | 'steamAvatarUrl'
    | 'steamLevel'
    | 'steamCommunityBanned'
    | 'steamInventoryUpdatedAt'
    | 'steamLoginPausedUntil'
    | 'csgorollCookieValid'
    | 'csgorollLastChecked'
    | 'csgorollMainBalance'
    | 'csgorollWallets'
    | 'proxyDisplay'
    | 'proxyFingerprint'
    | 'proxyStatus'
    | 'proxyCurrentIp'
  >
>;

export async function setConnectionState(db: DbOrTx, accountId: string, state: ConnectionState) {
  await db.update(tradingAccounts).set(state).where(eq(tradingAccounts.id, accountId));
}

/**
 * Turns the Steam session flag to `valid` only where it was the other way, answering the account when
 * it changed: one process's resume of a client another started is no change.
 */
export async function switchSteamSessionValid(
  db: DbOrTx,
  accountId: string,
  valid: boolean,
): Promise<{ userId: string; steamId: string } | undefined> {
  const [changed] = await db
    .update(tradingAccounts)
    .set({ steamSessionValid: valid })
    .where(and(eq(tradingAccounts.id, accountId), eq(tradingAccounts.steamSessionValid, !valid)))
    .returning({ userId: tradingAccounts.userId, steamId: tradingAccounts.steamId });
  return changed;
}

/** The account's CSGORoll wallets, locked until the caller's transaction ends (a wallet change merges into them). */
export async function lockCsgorollWallets(tx: Tx, accountId: string) {
  const [row] = await tx
    .select({
      userId: tradingAccounts.userId,
      steamId: tradingAccounts.steamId,
      wallets: tradingAccounts.csgorollWallets,
    })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.id, accountId))
    .for('no key update');
  return row;
}
