import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import {
  createDiscount,
  ledgerMismatches,
  profileOf,
  seedCatalogue,
  signUpBuyer,
} from '../../../test/billing';
import { createTestApp } from '../../../test/test-app';

const ctx = await createTestApp({ SANDBOX_CRYPTO_CONFIRM_MS: '300' });
const { app } = ctx;
const db = ctx.database.db;
await seedCatalogue(db);

describe('the catalogue', () => {
  it('lists the seeded products with euro prices and the licences left', async () => {
    const products = (await app.inject({ url: '/api/products' })).json();
    expect(products.map((p: { product_id: string }) => p.product_id)).toEqual(
      expect.arrayContaining(['1_month', '10kcredits', '100kcredits', 'deposit_1_month']),
    );
    expect(products.find((p: { product_id: string }) => p.product_id === '10kcredits')).toMatchObject({
      price: 69,
      price_cents: 6900,
      credits: 10000,
      duration_days: null,
      category: 'credits',
    });
    expect((await app.inject({ url: '/api/available-licenses' })).json()).toEqual({
      premium_licenses: 11,
      available_licenses: 11,
      deposit_licenses: 20,
    });
    expect((await app.inject({ url: '/api/payment-options' })).json()).toEqual({
      test_mode: true,
      card: true,
      crypto: true,
    });
  });
});

describe('a sandbox card purchase', () => {
  it('applies a discount, pays on the sandbox page and adds the credits once', async () => {
    const buyer = await signUpBuyer(app, db);
    await createDiscount(db, { code: 'SAVE10', percent: 10 });
    const check = await callAs(app, buyer.token, 'POST', '/api/api/apply-discount', {
      code: 'save10',
      product: '10,000 Credits',
    });
    expect(check.json()).toEqual({ success: true, discount: 10 });

    const checkout = await callAs(app, buyer.token, 'POST', '/api/create-checkout-session', {
      product_id: '10kcredits',
      discount_code: 'SAVE10',
    });
    expect(checkout.statusCode).toBe(200);
    const { sessionId, url } = checkout.json();
    expect(url).toContain(`/api/sandbox/checkout/${sessionId}`);

    const page = await app.inject({ url: `/api/sandbox/checkout/${sessionId}` });
    expect(page.body).toContain('62.10 EUR');

    const pay = await app.inject({ method: 'POST', url: `/api/sandbox/checkout/${sessionId}/pay` });
    expect(pay.json()).toEqual({ status: 'completed', redirect_url: `/success?session_id=${sessionId}` });
    // A second Pay (a double click, or Pay racing a webhook) changes nothing.
    await app.inject({ method: 'POST', url: `/api/sandbox/checkout/${sessionId}/pay` });

    const details = (await callAs(app, buyer.token, 'GET', `/api/purchase/${sessionId}`)).json();
    expect(details).toMatchObject({
      status: 'completed',
      product_name: '10,000 Credits',
      amount: 6210,
      currency: 'eur',
    });
    const me = await profileOf(app, buyer.token);
    expect(me.credits).toBe(10000);
    expect(me.purchases).toEqual([
      expect.objectContaining({
        purchase_id: sessionId,
        amount: 6210,
        status: 'completed',
        product_name: '10,000 Credits',
      }),
    ]);
  });

  it('sets the role and extends a licence from the later of now and the current expiry', async () => {
    const buyer = await signUpBuyer(app, db);
    for (let i = 0; i < 2; i++) {
      const { sessionId } = (
        await callAs(app, buyer.token, 'POST', '/api/create-checkout-session', { product_id: '1_month' })
      ).json();
      await app.inject({ method: 'POST', url: `/api/sandbox/checkout/${sessionId}/pay` });
    }
    const me = await profileOf(app, buyer.token);
    expect(me.role).toBe('premium');
    const days = (Date.parse(me.license_expiry) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThan(60.1);
  });

  it('cancels: the purchase fails and nothing changes', async () => {
    const buyer = await signUpBuyer(app, db);
    const { sessionId } = (
      await callAs(app, buyer.token, 'POST', '/api/create-checkout-session', { product_id: '10kcredits' })
    ).json();
    const cancel = await app.inject({ method: 'POST', url: `/api/sandbox/checkout/${sessionId}/cancel` });
    expect(cancel.json()).toEqual({ status: 'failed', redirect_url: '/cancel' });
    const pay = await app.inject({ method: 'POST', url: `/api/sandbox/checkout/${sessionId}/pay` });
    expect(pay.statusCode).toBe(409);
    expect((await profileOf(app, buyer.token)).credits).toBe(0);
  });

  it("answers 404 for another user's purchase and 401 without a token", async () => {
    const owner = await signUpBuyer(app, db);
    const other = await signUpBuyer(app, db);
    const { sessionId } = (
      await callAs(app, owner.token, 'POST', '/api/create-checkout-session', { product_id: '10kcredits' })
    ).json();
    expect((await callAs(app, other.token, 'GET', `/api/purchase/${sessionId}`)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { product_id: '10kcredits' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses unknown products and bad discount codes with a readable detail', async () => {
    const buyer = await signUpBuyer(app, db);
    const unknown = await callAs(app, buyer.token, 'POST', '/api/create-checkout-session', {
      product_id: 'nope',
    });
    expect(unknown.statusCode).toBe(404);
    await createDiscount(db, { code: 'OLD', percent: 50, expiresAt: new Date(Date.now() - 1000) });
    await createDiscount(db, { code: 'OFF', percent: 50, active: false });
    await createDiscount(db, { code: 'PREMONLY', percent: 50, productTypes: ['premium_license'] });
    for (const code of ['NOPE', 'OLD', 'OFF', 'PREMONLY']) {
      const res = await callAs(app, buyer.token, 'POST', '/api/api/apply-discount', {
        code,
        product: '10kcredits',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Invalid discount code.');
    }
    const badCode = await callAs(app, buyer.token, 'POST', '/api/api/apply-discount', {
      code: 'a-b',
      product: 'x',
    });
    expect(badCode.statusCode).toBe(422);
  });

  it('stops a buyer guessing codes after ten wrong ones, at Apply and at checkout alike', async () => {
    const buyer = await signUpBuyer(app, db);
    await createDiscount(db, { code: 'REAL20', percent: 20 });
    const apply = (code: string) =>
      callAs(app, buyer.token, 'POST', '/api/api/apply-discount', { code, product: '10kcredits' });
    for (let i = 0; i < 10; i += 1) expect((await apply(`GUESS${i}`)).statusCode).toBe(400);
    const refused = await apply('REAL20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(
      'Too many discount codes tried. Please wait 15 minutes before trying again.',
    );
    const checkout = await callAs(app, buyer.token, 'POST', '/api/create-checkout-session', {
      product_id: '10kcredits',
      discount_code: 'REAL20',
    });
    expect(checkout.statusCode).toBe(429);
    // Another buyer is not affected.
    const other = await signUpBuyer(app, db);
    const ok = await callAs(app, other.token, 'POST', '/api/api/apply-discount', {
      code: 'REAL20',
      product: '10kcredits',
    });
    expect(ok.json()).toEqual({ success: true, discount: 20 });
  });
});

describe('a sandbox crypto purchase', () => {
  it('is unknown until paid, waits for its confirmation, then completes', async () => {
    const buyer = await signUpBuyer(app, db);
    const invoice = await callAs(app, buyer.token, 'POST', '/api/create-crypto-payment', {
      product_id: '10kcredits',
    });
    const { invoice_id: id, invoice_url: url } = invoice.json();
    expect(url).toContain(`/api/sandbox/checkout/${id}`);
    expect((await callAs(app, buyer.token, 'GET', `/api/success?crypto=true&NP_id=${id}`)).statusCode).toBe(
      404,
    );

    const pay = await app.inject({ method: 'POST', url: `/api/sandbox/checkout/${id}/pay` });
    expect(pay.json()).toEqual({
      status: 'waiting_for_charge',
      redirect_url: `/success?crypto=true&NP_id=${id}`,
    });
    const waiting = (await callAs(app, buyer.token, 'GET', `/api/success?crypto=true&NP_id=${id}`)).json();
    expect(waiting.status).toBe('waiting_for_charge');

    await new Promise((resolve) => setTimeout(resolve, 600));
    const done = (await callAs(app, buyer.token, 'GET', `/api/success?crypto=true&NP_id=${id}`)).json();
    expect(done).toMatchObject({ status: 'completed', amount: 6900 });
    const me = await profileOf(app, buyer.token);
    expect(me.credits).toBe(10000);
    expect(me.crypto_purchases).toEqual([expect.objectContaining({ invoice_id: id, status: 'completed' })]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('without the sandbox or a crypto key', async () => {
  const live = await createTestApp({ PAYMENTS_SANDBOX: 'false' });
  await seedCatalogue(live.database.db);

  it("answers 'Crypto payments are currently unavailable.' and hides the sandbox", async () => {
    const buyer = await signUpBuyer(live.app, live.database.db);
    const res = await callAs(live.app, buyer.token, 'POST', '/api/create-crypto-payment', {
      product_id: '10kcredits',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('Crypto payments are currently unavailable.');
    expect((await live.app.inject({ method: 'POST', url: '/api/sandbox/checkout/x/pay' })).statusCode).toBe(
      404,
    );
  });
});
