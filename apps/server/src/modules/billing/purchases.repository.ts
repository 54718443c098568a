import { and, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { purchases, type PaymentMethod, type PurchaseRow, type PurchaseStatus } from './billing.schema';
import { isLicenceOfKind, type LicenceKind } from './products.repository';
import { products } from './products.schema';

// Every read of a purchase for a user is scoped by that user: someone else's answers nothing.

export async function insertPurchase(
  db: DbOrTx,
  values: typeof purchases.$inferInsert,
): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setPurchaseProviderRef(db: DbOrTx, id: string, providerRef: string) {
  await db.update(purchases).set({ providerRef }).where(eq(purchases.id, id));
}

export async function findPurchaseByRef(db: DbOrTx, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.providerRef, providerRef)))
    .limit(1);
  return row;
}

export async function findOwnedPurchaseByRef(db: DbOrTx, userId: string, ref: string, method: PaymentMethod) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.method, method),
        method === 'crypto'
          ? or(eq(purchases.paymentRef, ref), eq(purchases.providerRef, ref))
          : eq(purchases.providerRef, ref),
      ),
    )
    .limit(1);
  return row;
}

export async function findPurchaseById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).limit(1);
  return row;
}

export async function lockPurchase(db: DbOrTx, id: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row;
}

/** A status other than completed; a completed purchase never goes back. */
export async function setOpenPurchaseStatus(
  db: DbOrTx,
  id: string,
  status: Exclude<PurchaseStatus, 'completed'>,
  extra: { errorMessage?: string; paymentRef?: string } = {},
) {
  await db
    .update(purchases)
    .set({ status, ...extra })
    .where(and(eq(purchases.id, id), ne(purchases.status, 'completed')));
}

export async function listPurchasesOf(db: DbOrTx, userId: string, limit = 200) {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(limit);
}

/** The one step to completed; receipt and payment reference are kept unless new ones are given. */
export async function completePurchase(
  tx: DbOrTx,
  id: string,
  completedAt: Date,
  extra: { receiptUrl?: string | null; paymentRef?: string },
): Promise<void> {
  await tx.execute(sql`
    update purchases set status = 'completed', completed_at = ${completedAt},
      receipt_url = coalesce(${extra.receiptUrl ?? null}, receipt_url),
      payment_ref = coalesce(${extra.paymentRef ?? null}, payment_ref), error_message = null
    where id = ${id}`);
}

/** Fails the checkouts still pending from before the cutoff; answers how many. Uses purchases_status_created_idx. */
export async function failPendingPurchasesBefore(
  db: DbOrTx,
  cutoff: Date,
  errorMessage: string,
): Promise<number> {
  const failed = await db
    .update(purchases)
    .set({ status: 'failed', errorMessage })
    .where(and(eq(purchases.status, 'pending'), lt(purchases.createdAt, cutoff)))
    .returning({ id: sql`1` });
  return failed.length;
}

/** The buyers of unpaid checkouts of one licence kind since `holdSince`, each once. */
export async function listLicenceCheckoutBuyers(
  db: DbOrTx,
  kind: LicenceKind,
  holdSince: Date,
  exceptUserId?: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: purchases.userId })
    .from(purchases)
    .innerJoin(products, eq(products.productId, purchases.productId))
    .where(
      and(
        inArray(purchases.status, ['pending', 'waiting_for_charge']),
        gt(purchases.createdAt, holdSince),
        // The same rule the cap check applies to the product being bought (licenceKindOf).
        isLicenceOfKind(kind),
        exceptUserId ? ne(purchases.userId, exceptUserId) : undefined,
      ),
    );
  return rows.map((row) => row.userId);
}

/** Serialises checkouts of one licence kind until the caller's transaction ends (an advisory lock). */
export async function lockLicenceCheckouts(tx: DbOrTx, lockKey: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
}
