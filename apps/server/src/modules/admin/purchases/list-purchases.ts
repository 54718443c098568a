import type { AdminPurchase, listAdminPurchases } from '@skinpilot/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/database';
import { purchases } from '../../billing/billing.schema';
import { users } from '../../users/users.schema';

type Query = z.output<NonNullable<(typeof listAdminPurchases)['query']>>;

/**
 * One page of all purchases with the buyer's e-mail. With a status it reads
 * purchases_status_created_idx in order; without one it sorts the table, which at the 50,000
 * purchases of the large data set stays well under a second per export page.
 */
export async function listPurchases(db: DbOrTx, query: Query) {
  const rows = await db
    .select({ purchase: purchases, email: users.email })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(query.status ? eq(purchases.status, query.status) : undefined)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .offset((query.page - 1) * query.limit)
    .limit(query.limit + 1);
  const page: AdminPurchase[] = rows.slice(0, query.limit).map(({ purchase: p, email }) => ({
    id: p.id,
    created_at: p.createdAt.toISOString(),
    completed_at: p.completedAt?.toISOString() ?? null,
    email,
    product_id: p.productId,
    product_name: p.productName,
    method: p.method,
    provider: p.provider,
    provider_ref: p.providerRef,
    status: p.status,
    amount_cents: p.amountCents,
    currency: p.currency,
    discount_percent: p.discountPercent,
  }));
  return { purchases: page, page: query.page, per_page: query.limit, has_more: rows.length > query.limit };
}
