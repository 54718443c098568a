import { randomUUID } from 'node:crypto';
import type { Actor } from '../../http/authenticate';
import { AppError, notFound } from '../../errors/app-error';
import type { CheckoutRequest } from '../../integrations/payments/payments';
import { licenceKindOf, findProduct } from './products.repository';
import type { PaymentMethod, PurchaseRow } from './billing.schema';
import type { BillingContext } from './billing-context';
import { holdDiscount } from './discounts';
import { claimLicenceSeat } from './licence-caps';
import { insertPurchase, setOpenPurchaseStatus, setPurchaseProviderRef } from './purchases.repository';

export const soldOutMessage = 'These licenses are sold out.';
export const cryptoUnavailableMessage = 'Crypto payments are currently unavailable.';
export const paymentErrorMessage = 'Error initiating payment. Please try again.';

/**
 * Writes the pending purchase in one transaction with its claims: a seat under the licence cap
 * and a use of a limited discount code. Both are held while the checkout is open, so concurrent
 * buyers cannot overrun a cap or a code.
 */
async function reservePurchase(
  ctx: BillingContext,
  actor: Actor,
  input: { productId: string; discountCode?: string; method: PaymentMethod; provider: string },
): Promise<{ purchase: PurchaseRow; request: CheckoutRequest }> {
  const now = ctx.now();
  const holdMinutes = ctx.config.CHECKOUT_HOLD_MINUTES;
  const holdSince = new Date(now.getTime() - holdMinutes * 60_000);
  return ctx.db.transaction(async (tx) => {
    const product = await findProduct(tx, input.productId);
    if (!product) throw notFound('This product does not exist.');
    // 404, not 409: Pricing reads a 409 as "sold out".
    if (product.archivedAt) throw notFound('This product is no longer sold.');
    const kind = licenceKindOf(product);
    if (kind && !(await claimLicenceSeat(tx, kind, actor.id, now, holdMinutes))) {
      throw new AppError('conflict', soldOutMessage);
    }
    const discount = input.discountCode
      ? await holdDiscount(tx, input.discountCode, product, now, holdSince)
      : undefined;
    const amountCents = discount
      ? Math.round((product.priceCents * (100 - discount.percent)) / 100)
      : product.priceCents;
    const id = randomUUID();
    const purchase = await insertPurchase(tx, {
      id,
      userId: actor.id,
      productId: product.productId,
      productName: product.name,
      method: input.method,
      provider: input.provider,
      // Replaced by the provider's session or invoice id once it answers.
      providerRef: `pending:${id}`,
      amountCents,
      currency: 'eur',
      discountCodeId: discount?.id ?? null,
      discountPercent: discount?.percent ?? null,
      createdAt: now,
    });
    const testMode = input.method === 'card' ? ctx.providers.cardPayments?.isTestMode : true;
    return {
      purchase,
      request: {
        purchaseId: id,
        productName: product.name,
        amountCents,
        currency: 'eur',
        customerEmail: actor.email,
        providerProductId: (testMode ? product.testStripeProductId : null) ?? product.stripeProductId,
      },
    };
  });
}

/** The provider failed to open a checkout: release the holds and tell the buyer to retry. */
async function abandon(ctx: BillingContext, purchaseId: string, error: unknown): Promise<never> {
  await setOpenPurchaseStatus(ctx.db, purchaseId, 'failed', {
    errorMessage: 'The payment provider could not open a checkout.',
  });
  if (error instanceof AppError) throw error;
  throw new AppError('unavailable', paymentErrorMessage);
}

export async function startCardCheckout(
  ctx: BillingContext,
  actor: Actor,
  input: { productId: string; discountCode?: string },
) {
  const card = ctx.providers.cardPayments;
  if (!card) throw new AppError('unavailable', 'Card payments are currently unavailable.');
  const { purchase, request } = await reservePurchase(ctx, actor, {
    ...input,
    method: 'card',
    provider: card.provider,
  });
  try {
    const session = await card.createCheckout(request);
    await setPurchaseProviderRef(ctx.db, purchase.id, session.sessionId);
    return { url: session.url, sessionId: session.sessionId };
  } catch (error) {
    return abandon(ctx, purchase.id, error);
  }
}

export async function startCryptoInvoice(ctx: BillingContext, actor: Actor, input: { productId: string }) {
  const crypto = ctx.providers.cryptoPayments;
  if (!crypto) throw new AppError('unavailable', cryptoUnavailableMessage);
  const { purchase, request } = await reservePurchase(ctx, actor, {
    ...input,
    method: 'crypto',
    provider: crypto.provider,
  });
  try {
    const invoice = await crypto.createInvoice(request);
    await setPurchaseProviderRef(ctx.db, purchase.id, invoice.invoiceId);
    return { invoice_url: invoice.url, invoice_id: invoice.invoiceId };
  } catch (error) {
    return abandon(ctx, purchase.id, error);
  }
}
