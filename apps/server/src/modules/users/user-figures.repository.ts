import { and, asc, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from './users.schema';

/** One number from one small query; the caller runs several side by side on the pool. */
async function scalar(db: DbOrTx, query: SQL): Promise<number> {
  const { rows } = await db.execute<{ value: string | number | null }>(query);
  return Number(rows[0]?.value ?? 0);
}

export const countUsers = (db: DbOrTx) => scalar(db, sql`select count(*) as value from users`);

export const countSignupsSince = (db: DbOrTx, since: Date) =>
  scalar(db, sql`select count(*) as value from users where signup_date >= ${since.toISOString()}`);

export const countPaidLicencesRunning = (db: DbOrTx, now: Date) =>
  scalar(
    db,
    sql`select count(*) as value from users
         where license_expiry > ${now.toISOString()} and role in ('premium', 'depositor')`,
  );

export const sumCredits = (db: DbOrTx) =>
  scalar(db, sql`select sum(credits) as value from users where credits > 0`);

export const countUsersWithCredits = (db: DbOrTx) =>
  scalar(db, sql`select count(*) as value from users where credits > 0`);

/** Sign-ups per UTC day since `from` (`YYYY-MM-DD`), read through users_signup_date_idx. */
export async function signupsPerDaySince(db: DbOrTx, from: string) {
  const { rows } = await db.execute<{ day: string; signups: number }>(sql`
    select to_char(signup_date at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as signups
      from users where signup_date >= ${from}
     group by 1`);
  return rows;
}

/** Users whose licence ends (or ended) between the two instants, soonest first, through the expiry index. */
export function findLicencesEndingBetween(db: DbOrTx, from: Date, to: Date, limit: number) {
  return db
    .select({
      email: users.email,
      role: users.role,
      licenseExpiry: users.licenseExpiry,
      discordId: users.discordId,
    })
    .from(users)
    .where(and(isNotNull(users.licenseExpiry), gte(users.licenseExpiry, from), lte(users.licenseExpiry, to)))
    .orderBy(asc(users.licenseExpiry))
    .limit(limit);
}
