import type { AdminTradingAccount } from '@skinpilot/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { tradingAccounts } from '../../trading-accounts/trading-accounts.schema';
import { users } from '../../users/users.schema';

/**
 * The accounts expander of one user in the User Management table. Reads the public columns only:
 * sealed credentials live in account_secrets and are never selected here.
 */
export async function userTradingAccounts(
  db: DbOrTx,
  userId: string,
): Promise<{ accounts: AdminTradingAccount[] }> {
  const [[user], rows] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
    db
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
      .orderBy(asc(tradingAccounts.createdAt)),
  ]);
  if (!user) throw notFound('No user with this id.');
  return {
    accounts: rows.map((row) => {
      const lastUpdate = [row.lastChecked, row.inventoryUpdatedAt]
        .filter((d): d is Date => d !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      return {
        steam_id: row.steamId,
        label: row.label,
        status: row.status,
        last_checked: row.lastChecked?.toISOString() ?? null,
        settings: { sniping_enabled: row.snipingEnabled },
        steam_data: {
          username: row.steamUsername,
          avatar_url: row.steamAvatarUrl,
          is_community_banned: row.isBanned,
          session_valid: row.steamSessionValid,
          proxy_status: row.proxyStatus,
        },
        csgoroll_data: {
          username: row.csgorollUsername,
          avatar: row.csgorollAvatar,
          cookie_valid: row.cookieValid,
          main_wallet_balance: Number(row.mainBalance ?? 0),
          // Inventory values arrive with the market snapshots; until then no skins are counted.
          skins_balance: 0,
        },
        last_update: lastUpdate?.toISOString() ?? null,
      };
    }),
  };
}
