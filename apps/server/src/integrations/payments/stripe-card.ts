import { serverLinks } from '@skinpilot/contract';
import Stripe from 'stripe';
import type { CardPayments, CheckoutRequest } from './payments';

export function stripeClient(secretKey: string): Stripe {
  // No retries: a checkout the user waits for should fail fast and say so.
  return new Stripe(secretKey, { maxNetworkRetries: 0, timeout: 15_000 });
}

/** Card checkout through Stripe Checkout Sessions; fulfilment happens on the signed webhook. */
export function stripeCardPayments(stripe: Stripe, secretKey: string, publicUrl: string): CardPayments {
  return {
    provider: 'stripe',
    isTestMode: secretKey.startsWith('sk_test_') || secretKey.startsWith('rk_test_'),
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.purchaseId,
        customer_email: request.customerEmail,
        metadata: { purchase_id: request.purchaseId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              ...(request.providerProductId
                ? { product: request.providerProductId }
                : { product_data: { name: request.productName } }),
            },
          },
        ],
        success_url: `${publicUrl}${serverLinks.purchaseSuccess}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}${serverLinks.purchaseCancelled}`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },
  };
}

/** The receipt of a paid session, read from its charge; null when Stripe does not say. */
export async function stripeReceiptUrl(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<string | null> {
  const intentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intentId) return null;
  try {
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    return typeof charge === 'object' && charge ? (charge.receipt_url ?? null) : null;
  } catch {
    // The payment is real either way; a missing receipt link must not block fulfilment.
    return null;
  }
}
