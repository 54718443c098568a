import type { LicenceExpiration } from '@skinpilot/contract';
import { readLicenceExpiry } from '@skinpilot/domain';
import type { DbOrTx } from '../../../db/database';
import { licencesEndingBetween } from '../../users/count-users';

const DAY_MS = 86_400_000;
/** Licences that ran out in the last 30 days or run out in the next 30: the ones to act on. */
const WINDOW_DAYS = 30;
const MAX_ENTRIES = 100;

export async function licenceExpirations(db: DbOrTx, now: Date): Promise<LicenceExpiration[]> {
  const rows = await licencesEndingBetween(
    db,
    {
      from: new Date(now.getTime() - WINDOW_DAYS * DAY_MS),
      to: new Date(now.getTime() + WINDOW_DAYS * DAY_MS),
    },
    MAX_ENTRIES,
  );
  return rows.map((row) => {
    const expiry = row.licenseExpiry;
    const reading = readLicenceExpiry(row.role, expiry, now);
    return {
      email: row.email,
      role: row.role,
      expiry_date: expiry.toISOString(),
      status: reading.status,
      expires_in: reading.expiresIn,
      days_remaining: reading.daysRemaining,
      is_active: reading.isActive,
      discord_connected: row.discordId !== null,
    };
  });
}
