import type { AdminUserPurchase, LedgerEntry } from '@skinpilot/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { listPurchasesOf } from '../../billing/purchases.repository';
import { creditLedger } from '../../credits/credits.schema';
import { users } from '../../users/users.schema';

async function assertUser(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('No user with this id.');
}

/** Every purchase of the user, open and failed ones too: staff need the whole story. */
export async function userPurchases(db: DbOrTx, userId: string) {
  await assertUser(db, userId);
  const rows = await listPurchasesOf(db, userId);
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

/** The user's ledger newest first, paged on credit_ledger_user_created_idx. */
export async function userLedger(db: DbOrTx, userId: string, page: number, limit: number) {
  await assertUser(db, userId);
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .offset((page - 1) * limit)
    .limit(limit + 1);
  const entries: LedgerEntry[] = rows.slice(0, limit).map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    amount: Number(row.amount),
    balance_after: Number(row.balanceAfter),
    reason: row.reason,
    reference: row.reference,
  }));
  return { entries, page, per_page: limit, has_more: rows.length > limit };
}
