import type { DbOrTx } from '../../db/database';
import { announce } from '../live-events/announce';
import { activityView } from './activity-feed';
import { insertActivity } from './activities.repository';

/**
 * One entry of the user's activity feed (trading-dashboard.md, Activity): `details` holds the
 * description and the metadata block named after the type (`trade`, `steam`, `account`, ...).
 * The one writer of activities: the sniping runtime (a withdrawal's steps, the seller's Steam offer,
 * sessions starting and stopping, a platform session it could not renew), deposits and the Steam
 * automation all write through it.
 */
export type AccountActivity = {
  userId: string;
  /** Null for an entry about the user as a whole (a wealth change). */
  steamId: string | null;
  type: 'trade' | 'steam' | 'auth' | 'account' | 'settings' | 'refresh' | 'wealth';
  title: string;
  description: string;
  metadata: Record<string, unknown>;
};

export async function writeAccountActivity(db: DbOrTx, activity: AccountActivity, at: Date): Promise<void> {
  const details = { description: activity.description, [activity.type]: activity.metadata };
  // The entry and its live event commit together (a savepoint inside the caller's transaction).
  await db.transaction(async (tx) => {
    const row = await insertActivity(tx, {
      userId: activity.userId,
      steamId: activity.steamId,
      type: activity.type,
      title: activity.title,
      details,
      createdAt: at,
    });
    // As the feed shows it (GET /activities), so a dashboard adds it without reading the page again.
    if (row) await announce(tx, activity.userId, 'activity', activityView(row));
  });
}
