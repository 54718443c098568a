import { AppError, notFound } from '../../errors/app-error';
import type { PurchaseRow } from './billing.schema';
import type { BillingContext } from './billing-context';
import { fulfilPurchase } from './fulfil-purchase';
import { claimWebhookEvent } from './webhook-events.repository';
import { findWebhookEventTime } from './webhook-events.repository';
import { findPurchaseByRef, setOpenPurchaseStatus } from './purchases.repository';

const SANDBOX = 'sandbox';

async function findSandboxPurchase(ctx: BillingContext, ref: string) {
  const row = await findPurchaseByRef(ctx.db, SANDBOX, ref);
  if (!row) throw notFound('This sandbox checkout does not exist.');
  return row;
}

type ConfirmContext = Pick<BillingContext, 'db' | 'config' | 'now'>;

/** The sandbox's stand-in for a verified provider event: the very same claim and fulfilment. */
async function confirm(ctx: ConfirmContext, purchase: PurchaseRow) {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, SANDBOX, `paid:${purchase.providerRef}`, 'sandbox.paid'))) {
      return 'already fulfilled' as const;
    }
    return fulfilPurchase(tx, purchase.id, ctx.now(), {
      receiptUrl: `${ctx.config.PUBLIC_URL}/api/sandbox/checkout/${purchase.providerRef}`,
      paymentRef: purchase.method === 'crypto' ? purchase.providerRef : undefined,
    });
  });
}

/**
 * Pay on the sandbox page. A card completes at once; a crypto invoice first waits for its
 * "blockchain confirmation" like a real one does, then completes.
 */
export async function paySandboxCheckout(ctx: BillingContext, ref: string) {
  const purchase = await findSandboxPurchase(ctx, ref);
  if (purchase.status === 'failed') throw new AppError('conflict', 'This checkout was cancelled.');
  if (purchase.method === 'card') {
    await confirm(ctx, purchase);
    return { status: 'completed' as const, redirect_url: `/success?session_id=${encodeURIComponent(ref)}` };
  }
  if (purchase.status === 'pending') {
    await ctx.db.transaction(async (tx) => {
      // The event's time is when the pretend blockchain started confirming.
      await claimWebhookEvent(tx, SANDBOX, `waiting:${ref}`, 'sandbox.waiting', ctx.now());
      await setOpenPurchaseStatus(tx, purchase.id, 'waiting_for_charge', { paymentRef: ref });
    });
    // A delayed job in PostgreSQL confirms it, surviving a restart; without a job queue (API tests)
    // the next read of the purchase completes it once the time has passed.
    await ctx.sandboxConfirmations?.schedule(ref, ctx.config.SANDBOX_CRYPTO_CONFIRM_MS);
  }
  const current = (await findPurchaseByRef(ctx.db, SANDBOX, ref)) ?? purchase;
  return { status: current.status, redirect_url: `/success?crypto=true&NP_id=${encodeURIComponent(ref)}` };
}

export async function cancelSandboxCheckout(ctx: BillingContext, ref: string) {
  const purchase = await findSandboxPurchase(ctx, ref);
  if (purchase.status === 'pending') {
    await setOpenPurchaseStatus(ctx.db, purchase.id, 'failed', {
      errorMessage: 'The checkout was cancelled.',
    });
  }
  const current = (await findPurchaseByRef(ctx.db, SANDBOX, ref)) ?? purchase;
  return { status: current.status, redirect_url: '/cancel' };
}

/** The confirmation job: a waiting sandbox invoice completes; anything else is left as it is. */
export async function confirmSandboxInvoice(ctx: ConfirmContext, ref: string): Promise<void> {
  const purchase = await findPurchaseByRef(ctx.db, SANDBOX, ref);
  if (purchase?.status === 'waiting_for_charge') await confirm(ctx, purchase);
}

/** A sandbox invoice whose confirmation is overdue completes when it is read, job or no job. */
export async function confirmOverdueSandboxInvoice(ctx: BillingContext, purchase: PurchaseRow) {
  if (purchase.provider !== SANDBOX || purchase.status !== 'waiting_for_charge') return false;
  const waitingSince = await findWebhookEventTime(ctx.db, SANDBOX, `waiting:${purchase.providerRef}`);
  if (!waitingSince || ctx.now().getTime() - waitingSince.getTime() < ctx.config.SANDBOX_CRYPTO_CONFIRM_MS)
    return false;
  return (await confirm(ctx, purchase)) === 'fulfilled';
}

export { findSandboxPurchase };
