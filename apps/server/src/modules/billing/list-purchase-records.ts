import type { DbOrTx } from '../../db/database';
import type { PurchaseStatus } from './billing.schema';
import { countCompletedOf, findPurchasePage, findPurchasesOfUser } from './purchase-records.repository';

/** Every purchase of the user, open and failed ones too; the latest 200. */
const USER_PURCHASES = 200;

export type PurchaseRecord = Awaited<ReturnType<typeof findPurchasesOfUser>>[number];

/** One window of all purchases, newest first, with each buyer's id (the caller names the buyers). */
export function listPurchases(
  db: DbOrTx,
  status: PurchaseStatus | undefined,
  page: { offset: number; limit: number },
): Promise<PurchaseRecord[]> {
  return findPurchasePage(db, status, page);
}

export function listPurchasesOfUser(db: DbOrTx, userId: string): Promise<PurchaseRecord[]> {
  return findPurchasesOfUser(db, userId, USER_PURCHASES);
}

/** Completed purchases per user for a page of users, in one query; users without any are left out. */
export async function completedPurchaseCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await countCompletedOf(db, userIds);
  return new Map(rows.map((r) => [r.userId, r.n]));
}
