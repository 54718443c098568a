import { getCryptoPurchase, getPurchase, type PurchaseDetails } from '@skinpilot/contract';
import { call } from '../../../shared/api/http-client';

/** The success page's reads: by checkout session id, or by the crypto provider's payment id. */
export function fetchPurchaseDetails(ref: {
  sessionId?: string;
  paymentId?: string;
}): Promise<PurchaseDetails> {
  if (ref.paymentId) return call(getCryptoPurchase, { query: { crypto: 'true', NP_id: ref.paymentId } });
  return call(getPurchase, { params: { session_id: ref.sessionId ?? '' } });
}
