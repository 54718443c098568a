import type { DbOrTx } from '../../../db/database';
import { purchaseFigures as readPurchaseFigures } from '../../billing/read-purchase-figures';
import { userEmailsOf } from '../../users/users.queries';

/**
 * Revenue of the last 30 days, the latest purchases with their buyer's e-mail and the best-selling
 * products: billing's figures, then the buyers' e-mails in one query.
 */
export async function purchaseFigures(db: DbOrTx, now: Date) {
  const figures = await readPurchaseFigures(db, now);
  const emails = await userEmailsOf(
    db,
    figures.latestPurchases.map((p) => p.userId),
  );
  return {
    monthlyRevenueCents: figures.monthlyRevenueCents,
    monthlyPurchases: figures.monthlyPurchases,
    // A buyer is kept by a cascading foreign key; one deleted between the two reads is left out.
    latestPurchases: figures.latestPurchases
      .filter((p) => emails.has(p.userId))
      .map((p) => ({
        payment_intent_id: p.providerRef,
        amount: p.amountCents,
        product_name: p.productName,
        email: emails.get(p.userId)!,
        purchase_date: p.purchasedAt.toISOString(),
      })),
    popularProducts: figures.popularProducts.map((p) => ({
      product_name: p.productName,
      purchases: p.purchases,
      revenue_cents: p.revenueCents,
    })),
  };
}
