import { and, count, desc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { discountCodes, discountRedemptions, purchases } from './billing.schema';

export type DiscountRow = typeof discountCodes.$inferSelect;
type DiscountColumns = Omit<typeof discountCodes.$inferInsert, 'id' | 'createdAt' | 'timesUsed'>;

export async function findDiscountCode(db: DbOrTx, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

export async function lockDiscountCode(tx: DbOrTx, code: string): Promise<DiscountRow | undefined> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update');
  return row;
}

export async function lockDiscountCodeById(tx: DbOrTx, id: string): Promise<DiscountRow | undefined> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return row;
}

/** Unpaid checkouts since `holdSince` that hold a use of the code. */
export async function countHeldUses(tx: DbOrTx, discountCodeId: string, holdSince: Date): Promise<number> {
  const [held] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(purchases)
    .where(
      and(
        eq(purchases.discountCodeId, discountCodeId),
        inArray(purchases.status, ['pending', 'waiting_for_charge']),
        gt(purchases.createdAt, holdSince),
      ),
    );
  return held?.count ?? 0;
}

/** One redemption per purchase: false when this purchase already redeemed the code. */
export async function insertRedemption(
  tx: DbOrTx,
  values: { discountCodeId: string; purchaseId: string; userId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(discountRedemptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ purchaseId: discountRedemptions.purchaseId });
  return inserted.length > 0;
}

/** Counts one use, never past the usage limit. */
export async function countUse(tx: DbOrTx, discountCodeId: string): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(
      and(
        eq(discountCodes.id, discountCodeId),
        sql`(${discountCodes.usageLimit} = 0 or ${discountCodes.timesUsed} < ${discountCodes.usageLimit})`,
      ),
    );
}

/** One page of codes starting with the prefix (all codes without one), newest first, and the total. */
export async function listDiscountCodePage(
  db: DbOrTx,
  prefix: string,
  page: { limit: number; offset: number },
): Promise<{ rows: DiscountRow[]; total: number }> {
  const where = prefix ? like(discountCodes.code, `${prefix}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(discountCodes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Undefined when the code is taken. */
export async function insertDiscountCode(
  tx: DbOrTx,
  values: DiscountColumns,
): Promise<DiscountRow | undefined> {
  const [row] = await tx.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDiscountCodeRow(
  tx: DbOrTx,
  id: string,
  values: DiscountColumns,
): Promise<DiscountRow | undefined> {
  const [row] = await tx.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning();
  return row;
}

export async function deleteDiscountCodeRow(tx: DbOrTx, id: string): Promise<DiscountRow | undefined> {
  const [row] = await tx.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
  return row;
}
