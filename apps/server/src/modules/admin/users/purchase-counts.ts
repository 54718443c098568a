import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { purchases } from '../../billing/billing.schema';

/** Completed purchases per user for one page of users, in one query (purchases_user_created_idx). */
export async function purchaseCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: purchases.userId, n: count() })
    .from(purchases)
    .where(and(inArray(purchases.userId, userIds), eq(purchases.status, 'completed')))
    .groupBy(purchases.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}
