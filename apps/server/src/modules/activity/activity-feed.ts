import type { Activity } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { activityPageQuery, countActivities, type ActivityQuery } from './activities.repository';
import type { ActivityRow } from './activity.schema';

/**
 * One page of the caller's activities, newest first, with the page count. A page past the end is
 * an empty list, not an error. Both reads walk `activities_user_created_idx`.
 */
export async function activityPageOf(
  db: Db,
  query: ActivityQuery,
): Promise<{ activities: Activity[]; total_pages: number }> {
  const [rows, total] = await Promise.all([activityPageQuery(db, query), countActivities(db, query)]);
  return { activities: rows.map(activityView), total_pages: Math.ceil(total / query.limit) };
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
