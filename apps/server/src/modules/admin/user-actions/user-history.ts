import type { AdminUserPurchase, LedgerEntry } from '@skinpilot/contract';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { listPurchasesOfUser } from '../../billing/purchases.queries';
import { listLedgerEntriesOf } from '../../credits/list-ledger-entries';
import { userExists } from '../../users/users.queries';

async function assertUser(db: DbOrTx, userId: string) {
  if (!(await userExists(db, userId))) throw notFound('No user with this id.');
}

/** Every purchase of the user, open and failed ones too: staff need the whole story. */
export async function userPurchases(db: DbOrTx, userId: string) {
  await assertUser(db, userId);
  const rows = await listPurchasesOfUser(db, userId);
  const purchases: AdminUserPurchase[] = rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    product_id: row.productId,
    product_name: row.productName,
    method: row.method,
    status: row.status,
    amount_cents: row.amountCents,
    currency: row.currency,
    provider_ref: row.providerRef,
    discount_percent: row.discountPercent,
  }));
  return { purchases };
}

/** The user's ledger newest first, in the order it was written (credit_ledger.seq). */
export async function userLedger(db: DbOrTx, userId: string, page: number, limit: number) {
  await assertUser(db, userId);
  const rows = await listLedgerEntriesOf(db, userId, { offset: (page - 1) * limit, limit: limit + 1 });
  const entries: LedgerEntry[] = rows.slice(0, limit).map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    amount: row.amount,
    balance_after: row.balanceAfter,
    reason: row.reason,
    reference: row.reference,
  }));
  return { entries, page, per_page: limit, has_more: rows.length > limit };
}
