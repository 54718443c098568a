import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import {
  fakeStripeCheckout,
  ledgerMismatches,
  profileOf,
  seedCatalogue,
  signUpBuyer,
} from '../../../test/billing';
import { createTestApp } from '../../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
const stripeCheckout = fakeStripeCheckout();
const ctx = await createTestApp(
  {
    STRIPE_SECRET_KEY: 'sk_test_not_used_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYMENTS_SANDBOX: 'false',
  },
  { providers: { cardPayments: stripeCheckout } },
);
const { app } = ctx;
const db = ctx.database.db;
await seedCatalogue(db);
const stripe = new Stripe('sk_test_not_used_offline');

let eventCounter = 0;
function completedEvent(sessionId: string, eventId = `evt_test_${++eventCounter}`) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: null },
    },
  });
}

function deliver(
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

async function checkout(token: string) {
  const res = await callAs(app, token, 'POST', '/api/create-checkout-session', { product_id: '10kcredits' });
  expect(res.statusCode).toBe(200);
  return res.json().sessionId as string;
}

describe('the Stripe webhook', () => {
  it('fulfils a checkout with a valid signature', async () => {
    const buyer = await signUpBuyer(app, db);
    const sessionId = await checkout(buyer.token);
    expect((await callAs(app, buyer.token, 'GET', `/api/purchase/${sessionId}`)).json().status).toBe(
      'pending',
    );
    const res = await deliver(completedEvent(sessionId));
    expect(res.statusCode).toBe(200);
    expect((await callAs(app, buyer.token, 'GET', `/api/purchase/${sessionId}`)).json().status).toBe(
      'completed',
    );
    expect((await profileOf(app, buyer.token)).credits).toBe(10000);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const buyer = await signUpBuyer(app, db);
    const sessionId = await checkout(buyer.token);
    const payload = completedEvent(sessionId);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const res = await deliver(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The Stripe signature is not valid.');
    expect((await deliver(payload, 'garbage')).statusCode).toBe(400);
    expect((await profileOf(app, buyer.token)).credits).toBe(0);
  });

  it('adds credits once for the same event twice and for 20 concurrent deliveries', async () => {
    const buyer = await signUpBuyer(app, db);
    const first = await checkout(buyer.token);
    const replayed = completedEvent(first);
    await deliver(replayed);
    await deliver(replayed);
    expect((await profileOf(app, buyer.token)).credits).toBe(10000);

    const second = await checkout(buyer.token);
    // Twenty deliveries, each a distinct event for the same session, all at once.
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(completedEvent(second))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const me = await profileOf(app, buyer.token);
    expect(me.credits).toBe(20000);
    expect(me.purchases.filter((p: { status: string }) => p.status === 'completed')).toHaveLength(2);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('refuses the sandbox pay call when the sandbox is off', async () => {
    const buyer = await signUpBuyer(app, db);
    const sessionId = await checkout(buyer.token);
    const res = await app.inject({ method: 'POST', url: `/api/sandbox/checkout/${sessionId}/pay` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 to signed events of an odd shape, and changes nothing', async () => {
    const odd = [
      { id: 'evt_odd_1', object: 'event', type: 'checkout.session.completed' },
      { id: 'evt_odd_2', object: 'event', type: 'checkout.session.completed', data: { object: null } },
      { id: 'evt_odd_3', object: 'event', type: 'checkout.session.completed', data: {} },
      {
        id: 'evt_odd_4',
        object: 'event',
        type: 'checkout.session.expired',
        data: { object: { id: 'cs_\u0000', object: 'checkout.session' } },
      },
      { id: 'evt_odd_5', object: 'event', type: 'checkout.session.completed', data: { object: { id: 42 } } },
    ];
    for (const event of odd) {
      const res = await deliver(JSON.stringify(event));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('The Stripe event does not have the shape of a checkout event.');
    }
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
