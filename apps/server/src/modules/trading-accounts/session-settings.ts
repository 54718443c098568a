import {
  checkCsgorollSettings,
  DEFAULT_CSGOROLL_SETTINGS,
  type CsgorollSettings,
  type Role,
} from '@skinpilot/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../users/users.schema';
import { accountSettings, tradingAccounts } from './trading-accounts.schema';

/**
 * The CSGORoll settings a bot applies: stored values over today's defaults (an older row lacks the
 * newer fields), sniping from the account, and a free trial's values clamped into its ranges, the
 * same reading the settings dialog shows. Keyed by Steam id, for the runtime and the admin's view.
 */
export async function sessionSettingsOf(
  db: DbOrTx,
  steamIds: readonly string[],
): Promise<Map<string, CsgorollSettings>> {
  if (steamIds.length === 0) return new Map();
  const rows = await db
    .select({
      steamId: tradingAccounts.steamId,
      sniping: tradingAccounts.snipingEnabled,
      stored: accountSettings.csgoroll,
      role: users.role,
    })
    .from(tradingAccounts)
    .innerJoin(users, eq(users.id, tradingAccounts.userId))
    .leftJoin(accountSettings, eq(accountSettings.accountId, tradingAccounts.id))
    .where(inArray(tradingAccounts.steamId, [...steamIds]));
  return new Map(rows.map((row) => [row.steamId, applied(row.stored, row.sniping, row.role)]));
}

function applied(stored: Record<string, unknown> | null, sniping: boolean, role: Role): CsgorollSettings {
  const merged = {
    ...DEFAULT_CSGOROLL_SETTINGS,
    ...(stored ?? {}),
    sniping_enabled: sniping,
  } as CsgorollSettings;
  return role === 'free_trial' ? checkCsgorollSettings(merged, role).settings : merged;
}
