import type { AdminPurchase, listAdminPurchases } from '@skinpilot/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/database';
import { listPurchases as readPurchases } from '../../billing/purchases.queries';
import { userEmailsOf } from '../../users/users.queries';

type Query = z.output<NonNullable<(typeof listAdminPurchases)['query']>>;

/**
 * One page of all purchases with the buyer's e-mail: the page from billing, then its buyers' e-mails
 * in one query. With a status it reads purchases_status_created_idx in order; without one it sorts
 * the table, which at the 50,000 purchases of the large data set stays well under a second per
 * export page.
 */
export async function listPurchases(db: DbOrTx, query: Query) {
  const rows = await readPurchases(db, query.status, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const emails = await userEmailsOf(
    db,
    page.map((p) => p.userId),
  );
  // A buyer is kept by a cascading foreign key; one deleted between the two reads is left out.
  const purchases: AdminPurchase[] = page
    .filter((p) => emails.has(p.userId))
    .map((p) => ({
      id: p.id,
      created_at: p.createdAt.toISOString(),
      completed_at: p.completedAt?.toISOString() ?? null,
      email: emails.get(p.userId)!,
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
  return { purchases, page: query.page, per_page: query.limit, has_more: rows.length > query.limit };
}
