import type { DbOrTx } from '../../db/database';
import { failPendingPurchasesBefore } from './purchases.repository';

/**
 * A card or crypto checkout nobody paid within a day is abandoned: Stripe closes its sessions after
 * 24 hours at the latest, and NOWPayments' invoices lapse sooner. A payment that still arrives later
 * is fulfilled anyway (fulfilPurchase completes any status but completed), so nothing is lost.
 */
export const PENDING_CHECKOUT_TTL_MS = 24 * 3_600_000;
export const EXPIRED_CHECKOUT_MESSAGE = 'The checkout expired before it was paid.';

/** Marks abandoned checkouts failed; answers how many. */
export async function expirePendingCheckouts(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_CHECKOUT_TTL_MS);
  return failPendingPurchasesBefore(db, cutoff, EXPIRED_CHECKOUT_MESSAGE);
}
