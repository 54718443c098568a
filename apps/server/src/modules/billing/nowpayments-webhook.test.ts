import { describe, expect, it } from 'vitest';
import { nowPaymentsSignature } from '../../integrations/payments/nowpayments-crypto';
import type { CryptoPayments } from '../../integrations/payments/payments';
import { callAs } from '../../../test/accounts';
import { profileOf, seedCatalogue, signUpBuyer } from '../../../test/billing';
import { createTestApp } from '../../../test/test-app';

const IPN_SECRET = 'ipn-secret-for-tests';
const orders = new Map<string, string>();
let invoices = 0;
/** NOWPayments' REST API as the outside world: invoices with numeric ids, no network. */
const fakeNowPayments: CryptoPayments = {
  provider: 'nowpayments',
  isTestMode: true,
  async createInvoice(request) {
    const invoiceId = String(4_000_000 + ++invoices);
    orders.set(invoiceId, request.purchaseId);
    return { invoiceId, url: `https://nowpayments.io/payment/?iid=${invoiceId}` };
  },
};
const ctx = await createTestApp(
  { NOWPAYMENTS_API_KEY: 'np-key', NOWPAYMENTS_IPN_SECRET: IPN_SECRET, PAYMENTS_SANDBOX: 'false' },
  { providers: { cryptoPayments: fakeNowPayments } },
);
const { app } = ctx;
await seedCatalogue(ctx.database.db);

function ipn(body: object, secret = IPN_SECRET) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/nowpayments',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-nowpayments-sig': nowPaymentsSignature(body, secret) },
  });
}

describe('the NOWPayments IPN', () => {
  it('moves an invoice through waiting to completed once, found by its payment id', async () => {
    const buyer = await signUpBuyer(app, ctx.database.db);
    const invoice = (
      await callAs(app, buyer.token, 'POST', '/api/create-crypto-payment', { product_id: '10kcredits' })
    ).json();
    const orderId = orders.get(invoice.invoice_id)!;
    const paymentId = 5_550_001;
    expect(
      (await callAs(app, buyer.token, 'GET', `/api/success?crypto=true&NP_id=${paymentId}`)).statusCode,
    ).toBe(404);

    const base = {
      payment_id: paymentId,
      invoice_id: Number(invoice.invoice_id),
      order_id: orderId,
      price_amount: 69,
    };
    expect((await ipn({ ...base, payment_status: 'confirming' })).statusCode).toBe(200);
    const waiting = (
      await callAs(app, buyer.token, 'GET', `/api/success?crypto=true&NP_id=${paymentId}`)
    ).json();
    expect(waiting.status).toBe('waiting_for_charge');

    await ipn({ ...base, payment_status: 'finished' });
    await ipn({ ...base, payment_status: 'finished' });
    const done = (
      await callAs(app, buyer.token, 'GET', `/api/success?crypto=true&NP_id=${paymentId}`)
    ).json();
    expect(done.status).toBe('completed');
    expect((await profileOf(app, buyer.token)).credits).toBe(10000);
  });

  it('refuses a wrong signature with 400', async () => {
    const res = await ipn({ payment_id: 1, order_id: 'x', payment_status: 'finished' }, 'not-the-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The NOWPayments signature is not valid.');
  });

  it('answers 400 to signed notifications of an odd shape', async () => {
    const odd = [
      { payment_id: 5, order_id: 'a\u0000b', payment_status: 'finished' },
      { payment_id: 5, order_id: '00000000-0000-4000-8000-000000000000', payment_status: 'fin\u0000ished' },
      { payment_id: { nested: true }, payment_status: 'finished' },
      { payment_id: 5, payment_status: ['finished'] },
    ];
    for (const body of odd) {
      const res = await ipn(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('The NOWPayments notification does not have the expected shape.');
    }
  });
});
