import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { purchases } from './billing.schema';

export type ProductSales = { purchases: number; revenueCents: number };

/**
 * Completed purchases and revenue per product since `since`, in one grouped query on the
 * (status, created_at) index: the products table shows 30-day figures for every row at once.
 */
export async function productSalesSince(db: DbOrTx, since: Date): Promise<Map<string, ProductSales>> {
  const rows = await db
    .select({
      productId: purchases.productId,
      purchases: sql<number>`count(*)::int`,
      revenueCents: sql<number>`coalesce(sum(${purchases.amountCents}), 0)::int`,
    })
    .from(purchases)
    .where(and(eq(purchases.status, 'completed'), gte(purchases.createdAt, since)))
    .groupBy(purchases.productId);
  return new Map(rows.map((r) => [r.productId, { purchases: r.purchases, revenueCents: r.revenueCents }]));
}

export async function hasPurchases(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(purchases)
    .where(eq(purchases.productId, productId))
    .limit(1);
  return row !== undefined;
}
