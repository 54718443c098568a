import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { activities } from './activity.schema';

/** Reads of the activity feed that other modules import as they are (decision 024): read-only. */

export type ActivityRecord = { userId: string; title: string; type: string; createdAt: Date };

/**
 * The newest activities across all users, with each one's user id (the caller names the users),
 * by activities_created_idx.
 */
export function listLatestActivities(db: DbOrTx, limit: number): Promise<ActivityRecord[]> {
  return db
    .select({
      userId: activities.userId,
      title: activities.title,
      type: activities.type,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .orderBy(desc(activities.createdAt))
    .limit(limit);
}
