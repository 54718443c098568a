import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { tableTotal } from '../../db/table-total';
import { activities, type ActivityRow } from './activity.schema';

export type ActivityQuery = { userId: string; page: number; limit: number; type?: string; steamId?: string };

const activityFilter = (query: ActivityQuery) =>
  and(
    eq(activities.userId, query.userId),
    query.type ? eq(activities.type, query.type) : undefined,
    query.steamId ? eq(activities.steamId, query.steamId) : undefined,
  );

/** The page query, apart so the plan check can EXPLAIN exactly what runs. */
export function activityPageQuery(db: Db, query: ActivityQuery) {
  return db
    .select()
    .from(activities)
    .where(activityFilter(query))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/** How many activities the query's filter matches, over every page. */
export async function countActivities(db: DbOrTx, query: ActivityQuery): Promise<number> {
  const [total] = await db.select({ n: count() }).from(activities).where(activityFilter(query));
  return total?.n ?? 0;
}

/** Activities in all (estimated when large) and since an instant, in one round trip. */
export async function activityTotalsSince(db: DbOrTx, since: Date) {
  const { rows } = await db.execute<{ activities: number; activities_since: number }>(sql`
    select
      ${tableTotal('activities')}::int as activities,
      (select count(*) from activities where created_at >= ${since.toISOString()})::int as activities_since`);
  return rows[0]!;
}

/** One new entry of the feed, as written. */
export async function insertActivity(
  tx: DbOrTx,
  values: typeof activities.$inferInsert,
): Promise<ActivityRow | undefined> {
  const [row] = await tx.insert(activities).values(values).returning();
  return row;
}
