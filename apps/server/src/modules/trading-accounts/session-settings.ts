import { effectiveCsgorollSettings, type CsgorollSettings } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { rolesOf } from '../users/user-roles';
import { findSessionSettingsRows } from './settings.repository';

/**
 * The CSGORoll settings a bot applies, read as everywhere by the domain's effectiveCsgorollSettings
 * (stored over defaults, the account's sniping switch, a free trial clamped). Keyed by Steam id, for
 * the runtime and the admin's view.
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
    if (role)
      settings.set(
        row.steamId,
        effectiveCsgorollSettings({ stored: row.stored, sniping: row.sniping, role }),
      );
  }
  return settings;
}
