import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';

const DAY_MS = 86_400_000;
export const LATEST_PURCHASES = 12;
const POPULAR_PRODUCTS = 5;

/**
 * Revenue of the last 30 days, the latest purchases and the best-selling products. Only completed
 * purchases count; each query walks purchases_status_created_idx over one month at most.
 */
export async function purchaseFigures(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [totals, latest, popular] = await Promise.all([
    db.execute<{ revenue: number; purchases: number }>(sql`
      select coalesce(sum(amount_cents), 0)::bigint as revenue, count(*)::int as purchases
        from purchases where status = 'completed' and created_at >= ${since}`),
    db.execute<{ id: string; amount: number; product_name: string; email: string; at: Date }>(sql`
      select p.provider_ref as id, p.amount_cents as amount, p.product_name, u.email,
             p.created_at as at
        from purchases p join users u on u.id = p.user_id
       where p.status = 'completed'
       order by p.created_at desc limit ${LATEST_PURCHASES}`),
    db.execute<{ product_name: string; purchases: number; revenue: number }>(sql`
      select product_name, count(*)::int as purchases, sum(amount_cents)::bigint as revenue
        from purchases where status = 'completed' and created_at >= ${since}
       group by product_name order by purchases desc, revenue desc limit ${POPULAR_PRODUCTS}`),
  ]);
  return {
    monthlyRevenueCents: Number(totals.rows[0]?.revenue ?? 0),
    monthlyPurchases: totals.rows[0]?.purchases ?? 0,
    latestPurchases: latest.rows.map((r) => ({
      payment_intent_id: r.id,
      amount: r.amount,
      product_name: r.product_name,
      email: r.email,
      purchase_date: new Date(r.at).toISOString(),
    })),
    popularProducts: popular.rows.map((r) => ({
      product_name: r.product_name,
      purchases: r.purchases,
      revenue_cents: Number(r.revenue),
    })),
  };
}

/** Completed purchases' revenue in cents per UTC day since `from`. */
export async function revenueByDay(db: DbOrTx, from: Date): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ day: string; cents: number }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(amount_cents)::bigint as cents
      from purchases where status = 'completed' and created_at >= ${from.toISOString()}
     group by 1`);
  return new Map(rows.map((r) => [r.day, Number(r.cents)]));
}
