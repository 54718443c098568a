import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { activities } from './market.schema';

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
