import { z } from 'zod';
import { badRequest, notFound } from '../../errors/app-error';
import { plainText } from '../../http/plain-text-guard';
import { isValidNowPaymentsSignature } from '../../integrations/payments/nowpayments-crypto';
import type { BillingContext } from './billing-context';
import { fulfilPurchase } from './fulfil-purchase';
import { claimWebhookEvent } from './webhook-events.repository';
import { findPurchaseById, setOpenPurchaseStatus } from './purchases.repository';

const PROVIDER = 'nowpayments';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const waitingStatuses = ['waiting', 'confirming', 'confirmed', 'sending', 'partially_paid'];
const failedStatuses = ['failed', 'expired', 'refunded'];

/** The fields this handler reads; a signed notification of another shape is a 400, never a crash. */
const ipnShape = z.looseObject({
  payment_id: z.union([plainText, z.number()]).optional(),
  invoice_id: z.union([plainText, z.number()]).nullish(),
  order_id: plainText.nullish(),
  payment_status: plainText.optional(),
});
type Ipn = z.infer<typeof ipnShape>;

/**
 * NOWPayments' IPN: HMAC-SHA512 of the key-sorted JSON body with the IPN secret. Each (payment,
 * status) pair is acted on once; `finished` fulfils, the in-between states show as Processing.
 */
export async function handleNowPaymentsIpn(
  ctx: BillingContext,
  body: unknown,
  signature: string | undefined,
) {
  const secret = ctx.config.NOWPAYMENTS_IPN_SECRET;
  if (!secret) throw notFound('Crypto payments are not configured.');
  if (!body || typeof body !== 'object' || !isValidNowPaymentsSignature(body, signature, secret)) {
    throw badRequest('The NOWPayments signature is not valid.');
  }
  const parsed = ipnShape.safeParse(body);
  if (!parsed.success) throw badRequest('The NOWPayments notification does not have the expected shape.');
  const ipn: Ipn = parsed.data;
  const paymentId = ipn.payment_id === undefined ? undefined : String(ipn.payment_id);
  const status = ipn.payment_status ?? '';
  if (!paymentId || !ipn.order_id || !UUID.test(ipn.order_id)) return { received: true };
  const purchase = await findPurchaseById(ctx.db, ipn.order_id);
  if (!purchase || purchase.provider !== PROVIDER) return { received: true };
  await ctx.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, PROVIDER, `${paymentId}:${status}`, status || 'unknown'))) return;
    if (status === 'finished') {
      await fulfilPurchase(tx, purchase.id, ctx.now(), { paymentRef: paymentId });
    } else if (waitingStatuses.includes(status)) {
      await setOpenPurchaseStatus(tx, purchase.id, 'waiting_for_charge', {
        paymentRef: paymentId,
      });
    } else if (failedStatuses.includes(status)) {
      await setOpenPurchaseStatus(tx, purchase.id, 'failed', {
        paymentRef: paymentId,
        errorMessage: `The crypto payment ${status}.`,
      });
    }
  });
  return { received: true };
}
