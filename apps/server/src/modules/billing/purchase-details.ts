import type { PurchaseDetails, UserProfile } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { notFound } from '../../errors/app-error';
import type { PurchaseRow } from './billing.schema';
import type { BillingContext } from './billing-context';
import { confirmOverdueSandboxInvoice } from './sandbox-checkout';
import { findOwnedPurchaseByRef, listPurchasesOf } from './purchases.repository';

function toDetails(row: PurchaseRow): PurchaseDetails {
  return {
    status: row.status,
    product_name: row.productName,
    amount: row.amountCents,
    currency: row.currency,
    purchase_date: (row.completedAt ?? row.createdAt).toISOString(),
    receipt_url: row.receiptUrl,
    error_message: row.errorMessage,
  };
}

export async function getCardPurchase(ctx: BillingContext, actor: Actor, sessionId: string) {
  const row = await findOwnedPurchaseByRef(ctx.db, actor.id, sessionId, 'card');
  if (!row) throw notFound('This purchase was not found.');
  return toDetails(row);
}

/** 404 until the provider has told us about the payment; the success page retries. */
export async function getCryptoPurchase(ctx: BillingContext, actor: Actor, paymentId: string) {
  let row = await findOwnedPurchaseByRef(ctx.db, actor.id, paymentId, 'crypto');
  if (!row || row.status === 'pending') throw notFound('This payment is not known yet.');
  if (await confirmOverdueSandboxInvoice(ctx, row)) {
    row = (await findOwnedPurchaseByRef(ctx.db, actor.id, paymentId, 'crypto')) ?? row;
  }
  return toDetails(row);
}

/** The purchase lists of the User entity (/users/me): card and crypto, newest first. */
export async function purchaseHistory(
  db: DbOrTx,
  userId: string,
): Promise<Pick<UserProfile, 'purchases' | 'crypto_purchases'>> {
  const rows = await listPurchasesOf(db, userId);
  const visible = rows.filter((row) => !row.providerRef.startsWith('pending:'));
  return {
    purchases: visible
      .filter((row) => row.method === 'card')
      .map((row) => ({
        purchase_id: row.providerRef,
        purchase_date: (row.completedAt ?? row.createdAt).toISOString(),
        product_name: row.productName,
        amount: row.amountCents,
        currency: row.currency,
        status: row.status,
        receipt_url: row.receiptUrl,
      })),
    crypto_purchases: visible
      .filter((row) => row.method === 'crypto')
      .map((row) => ({
        invoice_id: row.providerRef,
        purchase_date: (row.completedAt ?? row.createdAt).toISOString(),
        product_name: row.productName,
        amount: row.amountCents,
        currency: row.currency,
        status: row.status,
      })),
  };
}
