import type { DbOrTx } from '../../db/database';
import { activities } from './activity.schema';

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
  await db.insert(activities).values({
    userId: activity.userId,
    steamId: activity.steamId,
    type: activity.type,
    title: activity.title,
    details: { description: activity.description, [activity.type]: activity.metadata },
    createdAt: at,
  });
}
