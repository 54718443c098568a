import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
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
    | 'csgorollCookieValid'
    | 'csgorollLastChecked'
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
