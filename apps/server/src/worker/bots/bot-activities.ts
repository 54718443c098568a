import type { DbOrTx } from '../../db/database';
import { activities } from '../../modules/market/market.schema';

/**
 * Activity types the bot runtime writes (trading-dashboard.md, Activity): `trade` for a
 * withdrawal's steps, `steam` for the seller's Steam offer, `auth` for a platform session the
 * runtime could not renew, `account` for a sniping session starting and stopping. `details` holds
 * the description and the metadata block named after the type.
 */
export type BotActivity = {
  userId: string;
  steamId: string;
  type: 'trade' | 'steam' | 'auth' | 'account';
  title: string;
  description: string;
  metadata: Record<string, unknown>;
};

export async function writeBotActivity(db: DbOrTx, activity: BotActivity, at: Date): Promise<void> {
  await db.insert(activities).values({
    userId: activity.userId,
    steamId: activity.steamId,
    type: activity.type,
    title: activity.title,
    details: { description: activity.description, [activity.type]: activity.metadata },
    createdAt: at,
  });
}
