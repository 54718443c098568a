import { createCheckoutSession, createCryptoPayment } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** Answers the provider's page to send the browser to: a card checkout or a crypto invoice. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (input: { productId: string; method: 'card' | 'crypto'; discountCode?: string }) => {
      if (input.method === 'crypto') {
        const invoice = await call(createCryptoPayment, { body: { product_id: input.productId } });
        return invoice.invoice_url;
      }
      const session = await call(createCheckoutSession, {
        body: { product_id: input.productId, discount_code: input.discountCode },
      });
      return session.url;
    },
  });
}
