import { eq } from 'drizzle-orm';
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

/** The account whose proxy has this fingerprint, if any (the fingerprint is unique). */
export async function accountIdWithProxy(db: DbOrTx, fingerprint: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.proxyFingerprint, fingerprint));
  return row?.id;
}
