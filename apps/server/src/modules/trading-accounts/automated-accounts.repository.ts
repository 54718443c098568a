import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accountSettings, tradingAccounts } from './trading-accounts.schema';

/** Accounts whose Steam client runs, with their stored Steam settings (null: never saved). */
export async function selectSteamRunningAccounts(db: DbOrTx) {
  return db
    .select({ account: tradingAccounts, steam: accountSettings.steam })
    .from(tradingAccounts)
    .leftJoin(accountSettings, eq(accountSettings.accountId, tradingAccounts.id))
    .where(and(isNotNull(tradingAccounts.steamConnectedAt), eq(tradingAccounts.steamSessionValid, true)));
}

/** Accounts with a valid CSGORoll session and saved settings, with both stored settings. */
export async function selectCsgorollSessionAccounts(db: DbOrTx) {
  return db
    .select({ account: tradingAccounts, csgoroll: accountSettings.csgoroll, steam: accountSettings.steam })
    .from(tradingAccounts)
    .innerJoin(accountSettings, eq(accountSettings.accountId, tradingAccounts.id))
    .where(
      and(isNotNull(tradingAccounts.csgorollConnectedAt), eq(tradingAccounts.csgorollCookieValid, true)),
    );
}
