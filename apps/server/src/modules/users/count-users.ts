import type { DbOrTx } from '../../db/database';
import {
  countPaidLicencesRunning,
  countSignupsSince,
  countUsers,
  countUsersWithCredits,
  findLicencesEndingBetween,
  signupsPerDaySince,
  sumCredits,
} from './user-figures.repository';
import type { UserRow } from './users.schema';

const DAY_MS = 86_400_000;

/** Users, sign-ups, licences and credits for the staff dashboard, each read through its own index. */
export async function userFigures(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [totalUsers, signups30d, activeLicences, totalCredits, usersWithCredits] = await Promise.all([
    countUsers(db),
    countSignupsSince(db, since),
    countPaidLicencesRunning(db, now),
    sumCredits(db),
    countUsersWithCredits(db),
  ]);
  return { totalUsers, signups30d, activeLicences, totalCredits, usersWithCredits };
}

/** All users and those who signed up since `since`, side by side. */
export async function userTotals(db: DbOrTx, since: Date) {
  const [users, signups] = await Promise.all([countUsers(db), countSignupsSince(db, since)]);
  return { users, signups };
}

/** Sign-ups per UTC day (`YYYY-MM-DD`) from the start of the day `fromDay`; days without any are left out. */
export async function signupsByDay(db: DbOrTx, fromDay: string): Promise<Map<string, number>> {
  const rows = await signupsPerDaySince(db, `${fromDay}T00:00:00Z`);
  return new Map(rows.map((r) => [r.day, r.signups]));
}

export type LicenceEnding = Pick<UserRow, 'email' | 'role' | 'discordId'> & { licenseExpiry: Date };

/** Licences ending (or ended) between the two instants, soonest first, at most `limit`. */
export async function licencesEndingBetween(
  db: DbOrTx,
  window: { from: Date; to: Date },
  limit: number,
): Promise<LicenceEnding[]> {
  const rows = await findLicencesEndingBetween(db, window.from, window.to, limit);
  return rows.map((row) => ({ ...row, licenseExpiry: row.licenseExpiry! }));
}
