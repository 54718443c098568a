import {
  checkCsgorollSettings,
  DEFAULT_CSGOROLL_SETTINGS,
  type CsgorollSettings,
  type Role,
} from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accountSettings, tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { users } from '../users/users.schema';

export type TradeDmSettings = { dm_deposits: boolean; dm_withdrawals: boolean };

/**
 * The DM settings of the CSGORoll account a trade belongs to, read as the deposits' sweep reads
 * them (the saved values over the defaults, within the role's bounds). An account removed since
 * the trade began has no saved settings: the defaults apply.
 */
export async function tradeDmSettingsOf(tx: DbOrTx, steamId: string): Promise<TradeDmSettings> {
  const [row] = await tx
    .select({ saved: accountSettings.csgoroll, role: users.role })
    .from(tradingAccounts)
    .innerJoin(users, eq(users.id, tradingAccounts.userId))
    .leftJoin(accountSettings, eq(accountSettings.accountId, tradingAccounts.id))
    .where(eq(tradingAccounts.steamId, steamId));
  const merged = { ...DEFAULT_CSGOROLL_SETTINGS, ...(row?.saved ?? {}) } as CsgorollSettings;
  const settings = row ? checkCsgorollSettings(merged, row.role as Role).settings : merged;
  return { dm_deposits: settings.dm_deposits, dm_withdrawals: settings.dm_withdrawals };
}
