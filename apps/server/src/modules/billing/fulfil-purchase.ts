import type { Tx } from '../../db/database';
import { licenceKindOf, findProduct } from './products.repository';
import { changeCredits } from '../credits/change-credits';
import { grantLicence } from '../users/grant-licence';
import { redeemDiscount } from './discounts';
import { completePurchase, lockPurchase } from './purchases.repository';

/**
 * Gives the buyer what was paid for, once. The purchase row is locked, so a webhook racing the
 * sandbox Pay or a second delivery waits, then sees `completed` and stops. Licence, credits and
 * the discount use are written in the caller's transaction with the status change.
 */
export async function fulfilPurchase(
  tx: Tx,
  purchaseId: string,
  now: Date,
  extra: { receiptUrl?: string | null; paymentRef?: string } = {},
): Promise<'fulfilled' | 'already fulfilled' | 'unknown purchase'> {
  const purchase = await lockPurchase(tx, purchaseId);
  if (!purchase) return 'unknown purchase';
  if (purchase.status === 'completed') return 'already fulfilled';
  const product = await findProduct(tx, purchase.productId);
  if (!product) throw new Error(`purchase ${purchase.id} names a missing product`);

  await completePurchase(tx, purchase.id, now, extra);

  // A licence's role never takes admin from an admin; a product of no licence kind leaves the role.
  const kind = licenceKindOf(product);
  await grantLicence(
    tx,
    purchase.userId,
    {
      ...(product.durationDays ? { days: product.durationDays } : {}),
      ...(kind ? { role: kind === 'premium' ? 'premium' : 'depositor', keepsAdmin: true } : {}),
      ...(product.credits
        ? { credits: { amount: product.credits, reason: 'purchase', reference: purchase.id } }
        : {}),
    },
    now,
    changeCredits,
  );
  if (purchase.discountCodeId) {
    await redeemDiscount(tx, purchase.discountCodeId, purchase.id, purchase.userId);
  }
  return 'fulfilled';
}
