import {
  checkCsgorollSettings,
  DEFAULT_CSGOROLL_SETTINGS,
  type CsgorollSettings,
  type Role,
} from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { rolesOf } from '../users/user-roles';
import { findSessionSettingsRows } from './settings.repository';

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
  const rows = await findSessionSettingsRows(db, [...steamIds]);
  const roles = await rolesOf(
    db,
    rows.map((row) => row.userId),
  );
  const settings = new Map<string, CsgorollSettings>();
  for (const row of rows) {
    const role = roles.get(row.userId);
    if (role) settings.set(row.steamId, applied(row.stored, row.sniping, role));
  }
  return settings;
}

function applied(stored: Record<string, unknown> | null, sniping: boolean, role: Role): CsgorollSettings {
  const merged = {
    ...DEFAULT_CSGOROLL_SETTINGS,
    ...(stored ?? {}),
    sniping_enabled: sniping,
  } as CsgorollSettings;
  return role === 'free_trial' ? checkCsgorollSettings(merged, role).settings : merged;
}
