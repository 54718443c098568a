import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';

const DAY_MS = 86_400_000;

/** One number from one small query; the caller runs several side by side on the pool. */
export async function scalar(db: DbOrTx, query: SQL): Promise<number> {
  const { rows } = await db.execute<{ value: string | number | null }>(query);
  return Number(rows[0]?.value ?? 0);
}

/** Users, sign-ups, licences and credits, each read through its own index. */
export async function userFigures(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [totalUsers, signups30d, activeLicences, totalCredits, usersWithCredits] = await Promise.all([
    scalar(db, sql`select count(*) as value from users`),
    scalar(db, sql`select count(*) as value from users where signup_date >= ${since}`),
    scalar(
      db,
      sql`select count(*) as value from users
           where license_expiry > ${now.toISOString()} and role in ('premium', 'depositor')`,
    ),
    scalar(db, sql`select sum(credits) as value from users where credits > 0`),
    scalar(db, sql`select count(*) as value from users where credits > 0`),
  ]);
  return { totalUsers, signups30d, activeLicences, totalCredits, usersWithCredits };
}
