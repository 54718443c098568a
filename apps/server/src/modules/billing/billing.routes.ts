import {
  applyDiscount,
  createCheckoutSession,
  createCryptoPayment,
  getAvailableLicenses,
  getCryptoPurchase,
  getPaymentOptions,
  getPurchase,
  listProducts,
  startFreeTrial,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { AppError, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { toProduct, findProductByIdOrName, listProductsForSale } from './products.repository';
import type { BillingContext } from './billing-context';
import { startCardCheckout, startCryptoInvoice } from './checkout';
import { attemptLimiter } from '../../http/attempt-limiter';
import { checkDiscount, invalidDiscountMessage } from './discounts';
import * as freeTrial from './free-trial';
import { availableLicences } from './licence-caps';
import { getCardPurchase, getCryptoPurchase as readCryptoPurchase } from './purchase-details';

export function billingRoutes(app: FastifyInstance, ctx: BillingContext) {
  const limiter = attemptLimiter(ctx.db, ctx.now);
  /**
   * Wrong discount codes count per user, so codes cannot be found by trying one after another. Each
   * try is counted before the code is looked at, so parallel tries cannot outrun the budget; any
   * answer but "invalid code" gives its count back.
   */
  async function countingWrongCodes<T>(userId: string, check: () => Promise<T>): Promise<T> {
    const attempt = await limiter.take('discount_apply', { account: userId });
    try {
      const answer = await check();
      await attempt.forgive();
      return answer;
    } catch (error) {
      if (!(error instanceof AppError && error.detail === invalidDiscountMessage)) await attempt.forgive();
      throw error;
    }
  }

  registerEndpoint(app, listProducts, async () => (await listProductsForSale(ctx.db)).map(toProduct));

  registerEndpoint(app, getAvailableLicenses, async () => {
    const left = await availableLicences(ctx.db, ctx.now(), ctx.config.CHECKOUT_HOLD_MINUTES);
    return {
      premium_licenses: left.premium,
      available_licenses: left.premium,
      deposit_licenses: left.deposit,
    };
  });

  registerEndpoint(app, getPaymentOptions, () => {
    const { cardPayments, cryptoPayments } = ctx.providers;
    return {
      test_mode: Boolean(cardPayments?.isTestMode || (!cardPayments && cryptoPayments?.isTestMode)),
      card: Boolean(cardPayments),
      crypto: Boolean(cryptoPayments),
    };
  });

  registerEndpoint(app, applyDiscount, async (request) => {
    const product = await findProductByIdOrName(ctx.db, request.body.product);
    if (!product) throw notFound('This product does not exist.');
    const code = await countingWrongCodes(actorOf(request).id, () =>
      checkDiscount(ctx.db, request.body.code, product, ctx.now()),
    );
    return { success: true as const, discount: code.percent };
  });

  registerEndpoint(app, createCheckoutSession, (request) => {
    const checkout = () =>
      startCardCheckout(ctx, actorOf(request), {
        productId: request.body.product_id,
        discountCode: request.body.discount_code,
      });
    return request.body.discount_code ? countingWrongCodes(actorOf(request).id, checkout) : checkout();
  });

  registerEndpoint(app, createCryptoPayment, (request) =>
    startCryptoInvoice(ctx, actorOf(request), { productId: request.body.product_id }),
  );

  registerEndpoint(app, getPurchase, (request) =>
    getCardPurchase(ctx, actorOf(request), request.params.session_id),
  );

  registerEndpoint(app, getCryptoPurchase, (request) =>
    readCryptoPurchase(ctx, actorOf(request), request.query.NP_id),
  );

  registerEndpoint(app, startFreeTrial, (request) => freeTrial.startFreeTrial(ctx, actorOf(request)));
}
