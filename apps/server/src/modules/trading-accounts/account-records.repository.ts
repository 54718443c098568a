import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tradingAccounts } from './trading-accounts.schema';

export async function countAllAccounts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tradingAccounts);
  return row?.n ?? 0;
}

export async function countAccountsOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId));
  return row?.n ?? 0;
}

/**
 * The public columns of one user's accounts, oldest first. Sealed credentials live in
 * account_secrets and are never selected here.
 */
export function findAccountRecordsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      steamId: tradingAccounts.steamId,
      label: tradingAccounts.label,
      status: tradingAccounts.status,
      snipingEnabled: tradingAccounts.snipingEnabled,
      steamUsername: tradingAccounts.steamUsername,
      steamAvatarUrl: tradingAccounts.steamAvatarUrl,
      isBanned: tradingAccounts.steamCommunityBanned,
      steamSessionValid: tradingAccounts.steamSessionValid,
      proxyStatus: tradingAccounts.proxyStatus,
      csgorollUsername: tradingAccounts.csgorollUsername,
      csgorollAvatar: tradingAccounts.csgorollAvatar,
      cookieValid: tradingAccounts.csgorollCookieValid,
      mainBalance: tradingAccounts.csgorollMainBalance,
      lastChecked: tradingAccounts.csgorollLastChecked,
      inventoryUpdatedAt: tradingAccounts.steamInventoryUpdatedAt,
    })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId))
    .orderBy(asc(tradingAccounts.createdAt));
}
