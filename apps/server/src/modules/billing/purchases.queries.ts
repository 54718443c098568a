import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { purchases, type PurchaseStatus } from './billing.schema';

/** Reads of purchases that the admin's pages import as they are (decision 024): read-only. */

/** Every purchase of the user, open and failed ones too; the latest 200. */
const USER_PURCHASES = 200;

const recordColumns = {
  id: purchases.id,
  userId: purchases.userId,
  createdAt: purchases.createdAt,
  completedAt: purchases.completedAt,
  productId: purchases.productId,
  productName: purchases.productName,
  method: purchases.method,
  provider: purchases.provider,
  providerRef: purchases.providerRef,
  status: purchases.status,
  amountCents: purchases.amountCents,
  currency: purchases.currency,
  discountPercent: purchases.discountPercent,
};

/**
 * One window of all purchases, newest first, with each buyer's id (the caller names the buyers).
 * With a status it reads purchases_status_created_idx in order; without one it sorts the table.
 */
export function listPurchases(
  db: DbOrTx,
  status: PurchaseStatus | undefined,
  page: { offset: number; limit: number },
) {
  return db
    .select(recordColumns)
    .from(purchases)
    .where(status ? eq(purchases.status, status) : undefined)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** One user's purchases newest first, on purchases_user_created_idx. */
export function listPurchasesOfUser(db: DbOrTx, userId: string) {
  return db
    .select(recordColumns)
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(USER_PURCHASES);
}

/**
 * Completed purchases per user for a page of users, in one query (purchases_user_created_idx);
 * users without any are left out.
 */
export async function completedPurchaseCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: purchases.userId, n: count() })
    .from(purchases)
    .where(and(inArray(purchases.userId, userIds), eq(purchases.status, 'completed')))
    .groupBy(purchases.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}
