import type { DbOrTx, Tx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { ProductRow } from './products.schema';
import {
  countHeldUses,
  countUse,
  findDiscountCode,
  insertRedemption,
  lockDiscountCode,
  type DiscountRow,
} from './discount-codes.repository';

export const invalidDiscountMessage = 'Invalid discount code.';

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
  const row = await findDiscountCode(db, code);
  if (!isUsable(row, product, now)) throw new AppError('bad_request', invalidDiscountMessage);
  return row;
}

/**
 * Inside the checkout transaction: locks the code and counts unpaid checkouts that already hold a
 * use of it, so a code with one use left goes to one checkout only.
 */
export async function holdDiscount(tx: Tx, code: string, product: ProductRow, now: Date, holdSince: Date) {
  const row = await lockDiscountCode(tx, code);
  const holds = row && row.usageLimit > 0 ? await countHeldUses(tx, row.id, holdSince) : 0;
  if (!isUsable(row, product, now, holds)) throw new AppError('bad_request', invalidDiscountMessage);
  return row;
}

/**
 * On completion, inside the fulfilment transaction: one redemption row per purchase and one use
 * counted, never past the limit (the purchase was paid at the discounted price either way).
 */
export async function redeemDiscount(tx: Tx, discountCodeId: string, purchaseId: string, userId: string) {
  if (!(await insertRedemption(tx, { discountCodeId, purchaseId, userId }))) return;
  await countUse(tx, discountCodeId);
}
