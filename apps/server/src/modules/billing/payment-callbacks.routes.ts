import { sandboxCancel, sandboxCheckoutPagePath, sandboxPay, webhookPaths } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { badRequest } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { BillingContext } from './billing-context';
import { handleNowPaymentsIpn } from './nowpayments-webhook';
import {
  sandboxCheckoutPage,
  sandboxCheckoutScript,
  sandboxCheckoutScriptPath,
} from './sandbox-checkout-page';
import { cancelSandboxCheckout, findSandboxPurchase, paySandboxCheckout } from './sandbox-checkout';
import { handleStripeWebhook } from './stripe-webhook';

/**
 * Calls made by payment providers, not by the SPA. Signatures are computed over the exact bytes
 * received, so this scope keeps JSON bodies raw instead of parsing them.
 */
export async function paymentCallbackRoutes(app: FastifyInstance, ctx: BillingContext, stripe: Stripe) {
  await app.register(async (raw) => {
    // The app's JSON parser (http/json-body-parser.ts) is not Fastify's built-in one, so it is
    // removed in this scope before the raw one takes its place.
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(webhookPaths.stripe, async (request) => {
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(
        ctx,
        stripe,
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
    });
    raw.post(webhookPaths.nowpayments, async (request) => {
      let body: unknown;
      try {
        body = JSON.parse((request.body as Buffer).toString('utf8'));
      } catch {
        throw badRequest('The body is not JSON.');
      }
      const signature = request.headers['x-nowpayments-sig'];
      return handleNowPaymentsIpn(ctx, body, typeof signature === 'string' ? signature : undefined);
    });
  });

  // The sandbox exists only when configured: elsewhere these paths are plain 404s.
  if (!ctx.config.PAYMENTS_SANDBOX) return;
  app.get(sandboxCheckoutPagePath, async (request, reply) => {
    const { session_id: ref } = request.params as { session_id: string };
    const purchase = await findSandboxPurchase(ctx, ref);
    return reply.type('text/html; charset=utf-8').send(sandboxCheckoutPage(purchase, ctx.config.APP_NAME));
  });
  app.get(sandboxCheckoutScriptPath.replace(/^\/api/, ''), (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(sandboxCheckoutScript),
  );
  registerEndpoint(app, sandboxPay, (request) => paySandboxCheckout(ctx, request.params.session_id));
  registerEndpoint(app, sandboxCancel, (request) => cancelSandboxCheckout(ctx, request.params.session_id));
}
