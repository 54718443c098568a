import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { licenceKindOf, productsRepository } from './products.repository';
import { changeCredits } from '../credits/change-credits';
import { users } from '../users/users.schema';
import { webhookEvents } from './billing.schema';
import { redeemDiscount } from './discounts';
import { purchasesRepository } from './purchases.repository';

const DAY_MS = 86_400_000;

/**
 * Records a provider event as handled. Answers false for an event seen before: the caller then does
 * nothing, which makes replays and concurrent deliveries of one event harmless.
 */
export async function claimWebhookEvent(
  tx: Tx,
  provider: string,
  eventId: string,
  type: string,
  receivedAt?: Date,
) {
  const claimed = await tx
    .insert(webhookEvents)
    .values({ provider, eventId, type, ...(receivedAt ? { receivedAt } : {}) })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return claimed.length > 0;
}

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
  const purchase = await purchasesRepository.lockById(tx, purchaseId);
  if (!purchase) return 'unknown purchase';
  if (purchase.status === 'completed') return 'already fulfilled';
  const product = await productsRepository.findById(tx, purchase.productId);
  if (!product) throw new Error(`purchase ${purchase.id} names a missing product`);

  await tx.execute(sql`
    update purchases set status = 'completed', completed_at = ${now},
      receipt_url = coalesce(${extra.receiptUrl ?? null}, receipt_url),
      payment_ref = coalesce(${extra.paymentRef ?? null}, payment_ref), error_message = null
    where id = ${purchase.id}`);

  if (product.durationDays) {
    const [user] = await tx
      .select({ role: users.role, licenseExpiry: users.licenseExpiry })
      .from(users)
      .where(eq(users.id, purchase.userId))
      .for('update');
    if (user) {
      const from = user.licenseExpiry && user.licenseExpiry > now ? user.licenseExpiry : now;
      const kind = licenceKindOf(product);
      const role = user.role === 'admin' || !kind ? user.role : kind === 'premium' ? 'premium' : 'depositor';
      await tx
        .update(users)
        .set({ role, licenseExpiry: new Date(from.getTime() + product.durationDays * DAY_MS) })
        .where(eq(users.id, purchase.userId));
    }
  }
  if (product.credits) {
    await changeCredits(tx, {
      userId: purchase.userId,
      amount: product.credits,
      reason: 'purchase',
      reference: purchase.id,
    });
  }
  if (purchase.discountCodeId) {
    await redeemDiscount(tx, purchase.discountCodeId, purchase.id, purchase.userId);
  }
  return 'fulfilled';
}
