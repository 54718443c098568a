import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { ProductRow } from './products.schema';
import { discountCodes, discountRedemptions, purchases } from './billing.schema';

export const invalidDiscountMessage = 'Invalid discount code.';

type DiscountRow = typeof discountCodes.$inferSelect;

/** Section 5 of the admin spec: credits_only stands for credit packs; no types means every product. */
function appliesTo(code: DiscountRow, product: ProductRow): boolean {
  if (code.productTypes.length === 0) return true;
  return code.productTypes.some(
    (type) =>
      type === product.category ||
      type === product.type ||
      (type === 'credits_only' && product.category === 'credits'),
  );
}

function isUsable(
  code: DiscountRow | undefined,
  product: ProductRow,
  now: Date,
  holds = 0,
): code is DiscountRow {
  if (!code || !code.active) return false;
  if (code.expiresAt && code.expiresAt <= now) return false;
  if (code.usageLimit > 0 && code.timesUsed + holds >= code.usageLimit) return false;
  return appliesTo(code, product);
}

/** The Apply button's check: the same answer for unknown, inactive, expired, used-up or wrong-product codes. */
export async function checkDiscount(db: DbOrTx, code: string, product: ProductRow, now: Date) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  if (!isUsable(row, product, now)) throw new AppError('bad_request', invalidDiscountMessage);
  return row;
}

/**
 * Inside the checkout transaction: locks the code and counts unpaid checkouts that already hold a
 * use of it, so a code with one use left goes to one checkout only.
 */
export async function holdDiscount(tx: Tx, code: string, product: ProductRow, now: Date, holdSince: Date) {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update');
  let holds = 0;
  if (row && row.usageLimit > 0) {
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(purchases)
      .where(
        and(
          eq(purchases.discountCodeId, row.id),
          inArray(purchases.status, ['pending', 'waiting_for_charge']),
          gt(purchases.createdAt, holdSince),
        ),
      );
    holds = held?.count ?? 0;
  }
  if (!isUsable(row, product, now, holds)) throw new AppError('bad_request', invalidDiscountMessage);
  return row;
}

/**
 * On completion, inside the fulfilment transaction: one redemption row per purchase and one use
 * counted, never past the limit (the purchase was paid at the discounted price either way).
 */
export async function redeemDiscount(tx: Tx, discountCodeId: string, purchaseId: string, userId: string) {
  const inserted = await tx
    .insert(discountRedemptions)
    .values({ discountCodeId, purchaseId, userId })
    .onConflictDoNothing()
    .returning({ purchaseId: discountRedemptions.purchaseId });
  if (inserted.length === 0) return;
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
