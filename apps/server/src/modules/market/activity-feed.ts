import type { Activity } from '@skinpilot/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities, type ActivityRow } from './market.schema';

export type ActivityQuery = { userId: string; page: number; limit: number; type?: string; steamId?: string };

/**
 * One page of the caller's activities, newest first, with the page count. A page past the end is
 * an empty list, not an error. Both reads walk `activities_user_created_idx`.
 */
export async function activityPageOf(
  db: Db,
  query: ActivityQuery,
): Promise<{ activities: Activity[]; total_pages: number }> {
  const [rows, [total]] = await Promise.all([
    activityPageQuery(db, query),
    db.select({ n: count() }).from(activities).where(activityFilter(query)),
  ]);
  return { activities: rows.map(activityView), total_pages: Math.ceil((total?.n ?? 0) / query.limit) };
}

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

/** `details` holds the description beside the metadata blocks named after the type (trade, steam...). */
export function activityView(row: ActivityRow): Activity {
  const { description, ...metadata } = row.details ?? {};
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: typeof description === 'string' ? description : '',
    timestamp: row.createdAt.toISOString(),
    steam_id: row.steamId,
    metadata,
  };
}
