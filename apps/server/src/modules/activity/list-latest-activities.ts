import type { DbOrTx } from '../../db/database';
import { findLatestActivities } from './latest-activities.repository';

export type ActivityRecord = { userId: string; title: string; type: string; createdAt: Date };

/** The newest activities across all users, with each one's user id (the caller names the users). */
export function listLatestActivities(db: DbOrTx, limit: number): Promise<ActivityRecord[]> {
  return findLatestActivities(db, limit);
}
