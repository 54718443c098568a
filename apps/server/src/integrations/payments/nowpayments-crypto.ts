import { serverLinks } from '@skinpilot/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutRequest, CryptoPayments } from './payments';

type Fetch = typeof fetch;

/** Crypto invoices over NOWPayments' REST API; payment results arrive as signed IPN calls. */
export function nowPaymentsCrypto(options: {
  apiKey: string;
  apiUrl: string;
  publicUrl: string;
  fetch?: Fetch;
}): CryptoPayments {
  const doFetch = options.fetch ?? fetch;
  return {
    provider: 'nowpayments',
    isTestMode: options.apiUrl.includes('sandbox'),
    async createInvoice(request: CheckoutRequest) {
      const response = await doFetch(`${options.apiUrl.replace(/\/$/, '')}/invoice`, {
        method: 'POST',
        headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          price_amount: request.amountCents / 100,
          price_currency: request.currency,
          order_id: request.purchaseId,
          order_description: request.productName,
          ipn_callback_url: `${options.publicUrl}/api/webhooks/nowpayments`,
          // NOWPayments appends NP_id (its payment id) to this address.
          success_url: `${options.publicUrl}${serverLinks.purchaseSuccess}?crypto=true`,
          cancel_url: `${options.publicUrl}${serverLinks.purchaseCancelled}`,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`NOWPayments answered ${response.status}`);
      const invoice = (await response.json()) as { id?: string | number; invoice_url?: string };
      if (!invoice.id || !invoice.invoice_url)
        throw new Error('NOWPayments answered an invoice without id or url');
      return { invoiceId: String(invoice.id), url: invoice.invoice_url };
    },
  };
}

/** NOWPayments signs the JSON body with its keys sorted at every level. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function nowPaymentsSignature(body: unknown, ipnSecret: string): string {
  return createHmac('sha512', ipnSecret)
    .update(JSON.stringify(sortKeys(body)))
    .digest('hex');
}

/** Constant-time check of the x-nowpayments-sig header against the body. */
export function isValidNowPaymentsSignature(body: unknown, signature: string | undefined, ipnSecret: string) {
  if (!signature) return false;
  const expected = Buffer.from(nowPaymentsSignature(body, ipnSecret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
