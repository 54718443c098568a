import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { purchases, type PurchaseStatus } from './billing.schema';

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
 * Purchases newest first. With a status it reads purchases_status_created_idx in order; without one
 * it sorts the table.
 */
export function findPurchasePage(
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
export function findPurchasesOfUser(db: DbOrTx, userId: string, limit: number) {
  return db
    .select(recordColumns)
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(limit);
}

/** Completed purchases per user, in one query (purchases_user_created_idx). */
export function countCompletedOf(db: DbOrTx, userIds: string[]) {
  return db
    .select({ userId: purchases.userId, n: count() })
    .from(purchases)
    .where(and(inArray(purchases.userId, userIds), eq(purchases.status, 'completed')))
    .groupBy(purchases.userId);
}
