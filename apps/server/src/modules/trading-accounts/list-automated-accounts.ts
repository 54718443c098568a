import type { DbOrTx } from '../../db/database';
import { selectCsgorollSessionAccounts, selectSteamRunningAccounts } from './automated-accounts.repository';
import type { TradingAccountRow } from './accounts.queries';

/** Stored settings as saved (older rows lack newer fields; null: never saved). */
type StoredSettings = Record<string, unknown> | null;

/** Every account whose Steam client runs, for the Steam automation's sweep. */
export async function accountsRunningSteam(
  db: DbOrTx,
): Promise<{ account: TradingAccountRow; steam: StoredSettings }[]> {
  return selectSteamRunningAccounts(db);
}

/**
 * Every account with a valid CSGORoll session and saved settings, for the deposit sweeps; the
 * caller applies the defaults and the role's bounds.
 */
export async function accountsWithCsgorollSession(
  db: DbOrTx,
): Promise<{ account: TradingAccountRow; csgoroll: StoredSettings; steam: StoredSettings }[]> {
  return selectCsgorollSessionAccounts(db);
}
