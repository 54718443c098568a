import type Stripe from 'stripe';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors/app-error';
import { plainText } from '../../http/plain-text-guard';
import { stripeReceiptUrl } from '../../integrations/payments/stripe-card';
import type { BillingContext } from './billing-context';
import { fulfilPurchase } from './fulfil-purchase';
import { claimWebhookEvent } from './webhook-events.repository';
import { findPurchaseByRef, setOpenPurchaseStatus } from './purchases.repository';

const PROVIDER = 'stripe';

/**
 * The fields of a checkout event this handler reads. A signed event can still be odd (a test event
 * sent by hand, an API version we do not know): those are a 400, never a crash.
 */
const checkoutEvent = z.object({
  id: plainText.min(1),
  type: z.string(),
  data: z.object({
    object: z.looseObject({
      id: plainText.min(1),
      payment_status: z.string().optional(),
      client_reference_id: plainText.nullish(),
      metadata: z.record(z.string(), plainText).nullish(),
    }),
  }),
});

async function purchaseOf(ctx: BillingContext, session: Stripe.Checkout.Session) {
  const bySession = await findPurchaseByRef(ctx.db, PROVIDER, session.id);
  if (bySession) return bySession;
  // A session id not stored yet (the webhook beat our own update): the reference we gave Stripe.
  const purchaseId = session.client_reference_id ?? session.metadata?.purchase_id;
  return purchaseId ? findPurchaseByRef(ctx.db, PROVIDER, `pending:${purchaseId}`) : undefined;
}

/**
 * Verifies the signature over the raw body, then acts once per event id. Only checkout events
 * matter: paid sessions fulfil, unpaid ones (delayed methods) wait, failed or expired ones fail.
 */
export async function handleStripeWebhook(
  ctx: BillingContext,
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
) {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw notFound('Stripe payments are not configured.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    throw badRequest('The Stripe signature is not valid.');
  }
  const relevant = [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ];
  if (!relevant.includes(event.type)) return { received: true };
  const parsed = checkoutEvent.safeParse(event);
  if (!parsed.success) throw badRequest('The Stripe event does not have the shape of a checkout event.');
  const session = parsed.data.data.object as unknown as Stripe.Checkout.Session;
  const purchase = await purchaseOf(ctx, session);
  if (!purchase) return { received: true };
  const isPaid =
    event.type === 'checkout.session.async_payment_succeeded' || session.payment_status !== 'unpaid';
  const isFailure =
    event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired';
  // Read outside the transaction: a network call must not hold row locks.
  const receiptUrl =
    !isFailure && isPaid && ctx.config.STRIPE_SECRET_KEY ? await stripeReceiptUrl(stripe, session) : null;
  await ctx.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, PROVIDER, event.id, event.type))) return;
    if (isFailure) {
      await setOpenPurchaseStatus(tx, purchase.id, 'failed', {
        errorMessage:
          event.type === 'checkout.session.expired' ? 'The checkout expired.' : 'The payment failed.',
      });
    } else if (isPaid) {
      await fulfilPurchase(tx, purchase.id, ctx.now(), { receiptUrl });
    } else {
      await setOpenPurchaseStatus(tx, purchase.id, 'waiting_for_charge');
    }
  });
  return { received: true };
}
