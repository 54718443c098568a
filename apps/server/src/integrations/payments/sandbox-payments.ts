import { randomBytes } from 'node:crypto';
import type { CardPayments, CryptoPayments } from './payments';

/**
 * The offline provider: its checkout "session" is a page on our own server whose Pay button runs
 * the same fulfilment as a verified webhook. Ids look like the real ones' so nothing else differs.
 */
export function sandboxCardPayments(publicUrl: string): CardPayments {
  return {
    provider: 'sandbox',
    isTestMode: true,
    async createCheckout() {
      const sessionId = `cs_sandbox_${randomBytes(18).toString('hex')}`;
      return { sessionId, url: `${publicUrl}/api/sandbox/checkout/${sessionId}` };
    },
  };
}

export function sandboxCryptoPayments(publicUrl: string): CryptoPayments {
  return {
    provider: 'sandbox',
    isTestMode: true,
    async createInvoice() {
      const invoiceId = `np_sandbox_${randomBytes(12).toString('hex')}`;
      return { invoiceId, url: `${publicUrl}/api/sandbox/checkout/${invoiceId}` };
    },
  };
}
