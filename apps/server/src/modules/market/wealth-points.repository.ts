import type { OverviewPeriod } from '@skinpilot/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { periodStart } from './overview-period';
import { wealthPoints } from './overview.schema';

/** The history query, apart so the plan check can EXPLAIN exactly what runs. */
export function wealthHistoryQuery(db: Db, userId: string, period: OverviewPeriod, now: Date) {
  const since = periodStart(period, now);
  return db
    .select()
    .from(wealthPoints)
    .where(and(eq(wealthPoints.userId, userId), since ? gte(wealthPoints.takenAt, since) : undefined))
    .orderBy(asc(wealthPoints.takenAt));
}

/** Writes the points 500 rows per statement. */
export async function insertWealthPoints(
  db: DbOrTx,
  points: (typeof wealthPoints.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < points.length; i += 500) await db.insert(wealthPoints).values(points.slice(i, i + 500));
}

/** Each user's latest wealth total, by one index probe per user (wealth_points_user_taken_idx). */
export async function latestWealthTotals(tx: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await tx.execute<{ user_id: string; total_wealth: string }>(sql`
    select u.user_id, p.total_wealth
    from unnest(${`{${userIds.join(',')}}`}::uuid[]) as u(user_id)
    cross join lateral (
      select total_wealth from wealth_points w
      where w.user_id = u.user_id
      order by w.taken_at desc
      limit 1
    ) p`);
  return new Map(rows.map((row) => [row.user_id, Number(row.total_wealth)]));
}

/** One writer of a user's wealth points at a time, until the transaction ends. */
export async function lockWealthOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wealth:${userId}`}))`);
}
