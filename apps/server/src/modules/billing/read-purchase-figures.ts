import type { DbOrTx } from '../../db/database';
import {
  completedRevenueSince,
  findBestSellersSince,
  findLatestCompleted,
  revenuePerDaySince,
} from './purchase-figures.repository';

const DAY_MS = 86_400_000;
const LATEST_PURCHASES = 12;
const POPULAR_PRODUCTS = 5;

/**
 * Revenue of the last 30 days, the latest completed purchases (with their buyer's id, for the
 * caller to name) and the best-selling products; each part reads one month at most.
 */
export async function purchaseFigures(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [month, latest, popular] = await Promise.all([
    completedRevenueSince(db, since),
    findLatestCompleted(db, LATEST_PURCHASES),
    findBestSellersSince(db, since, POPULAR_PRODUCTS),
  ]);
  return {
    monthlyRevenueCents: month.revenueCents,
    monthlyPurchases: month.purchases,
    latestPurchases: latest.map((r) => ({
      providerRef: r.provider_ref,
      amountCents: r.amount_cents,
      productName: r.product_name,
      userId: r.user_id,
      purchasedAt: new Date(r.created_at),
    })),
    popularProducts: popular.map((r) => ({
      productName: r.product_name,
      purchases: r.purchases,
      revenueCents: Number(r.revenue),
    })),
  };
}

/** Completed purchases' revenue in cents per UTC day (`YYYY-MM-DD`) since `from`. */
export async function revenueByDay(db: DbOrTx, from: Date): Promise<Map<string, number>> {
  const rows = await revenuePerDaySince(db, from);
  return new Map(rows.map((r) => [r.day, Number(r.cents)]));
}
