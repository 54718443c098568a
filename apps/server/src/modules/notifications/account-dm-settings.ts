import { DEFAULT_CSGOROLL_SETTINGS } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { sessionSettingsOf } from '../trading-accounts/session-settings';

export type TradeDmSettings = { dm_deposits: boolean; dm_withdrawals: boolean };

/**
 * The DM settings of the CSGORoll account a trade belongs to, read as the bots read the account's
 * settings (the saved values over the defaults, within the role's bounds). An account removed since
 * the trade began has no saved settings: the defaults apply.
 */
export async function tradeDmSettingsOf(tx: DbOrTx, steamId: string): Promise<TradeDmSettings> {
  const settings = (await sessionSettingsOf(tx, [steamId])).get(steamId) ?? DEFAULT_CSGOROLL_SETTINGS;
  return { dm_deposits: settings.dm_deposits, dm_withdrawals: settings.dm_withdrawals };
}
