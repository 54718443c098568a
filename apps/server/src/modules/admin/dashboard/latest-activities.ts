import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { activities } from '../../market/market.schema';
import { users } from '../../users/users.schema';

export const LATEST_ACTIVITIES = 6;

export async function latestActivities(db: DbOrTx) {
  const rows = await db
    .select({
      title: activities.title,
      type: activities.type,
      createdAt: activities.createdAt,
      email: users.email,
    })
    .from(activities)
    .innerJoin(users, eq(users.id, activities.userId))
    .orderBy(desc(activities.createdAt))
    .limit(LATEST_ACTIVITIES);
  return rows.map((r) => ({
    title: r.title,
    user_email: r.email,
    type: r.type,
    timestamp: r.createdAt.toISOString(),
  }));
}
