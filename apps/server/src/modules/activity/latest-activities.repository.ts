import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { activities } from './activity.schema';

/** The newest activities of every user, by activities_created_idx. */
export function findLatestActivities(db: DbOrTx, limit: number) {
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
