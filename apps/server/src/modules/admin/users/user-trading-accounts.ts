import type { AdminTradingAccount } from '@skinpilot/contract';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { accountSkinsOf } from '../../market/account-skins';
import { listAccountsOfUser } from '../../trading-accounts/account-records.queries';
import { userExists } from '../../users/users.queries';

/**
 * The accounts expander of one user in the User Management table. Reads the public columns only:
 * sealed credentials live in account_secrets and are never selected here. The balances are the
 * live ones the trader's dashboard shows: the main wallet the bot runtime writes on every wallet
 * change, and the skins value of the account's latest inventory snapshot.
 */
export async function userTradingAccounts(
  db: DbOrTx,
  userId: string,
): Promise<{ accounts: AdminTradingAccount[] }> {
  const [isUser, rows, skins] = await Promise.all([
    userExists(db, userId),
    listAccountsOfUser(db, userId),
    accountSkinsOf(db, userId),
  ]);
  if (!isUser) throw notFound('No user with this id.');
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
          // No snapshot yet: no skins counted, as on the trader's overview.
          skins_balance: skins.get(row.id)?.skinsValue ?? 0,
        },
        last_update: lastUpdate?.toISOString() ?? null,
      };
    }),
  };
}
