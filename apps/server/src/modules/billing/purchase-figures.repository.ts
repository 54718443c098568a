import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/** Only completed purchases count; each query walks purchases_status_created_idx. */

export async function completedRevenueSince(db: DbOrTx, since: Date) {
  const { rows } = await db.execute<{ revenue: number; purchases: number }>(sql`
    select coalesce(sum(amount_cents), 0)::bigint as revenue, count(*)::int as purchases
      from purchases where status = 'completed' and created_at >= ${since.toISOString()}`);
  return { revenueCents: Number(rows[0]?.revenue ?? 0), purchases: rows[0]?.purchases ?? 0 };
}

export async function findLatestCompleted(db: DbOrTx, limit: number) {
  const { rows } = await db.execute<{
    provider_ref: string;
    amount_cents: number;
    product_name: string;
    user_id: string;
    created_at: Date | string;
  }>(sql`
    select provider_ref, amount_cents, product_name, user_id, created_at
      from purchases where status = 'completed'
     order by created_at desc limit ${limit}`);
  return rows;
}

export async function findBestSellersSince(db: DbOrTx, since: Date, limit: number) {
  const { rows } = await db.execute<{ product_name: string; purchases: number; revenue: number }>(sql`
    select product_name, count(*)::int as purchases, sum(amount_cents)::bigint as revenue
      from purchases where status = 'completed' and created_at >= ${since.toISOString()}
     group by product_name order by purchases desc, revenue desc limit ${limit}`);
  return rows;
}

/** Completed purchases' revenue in cents per UTC day (`YYYY-MM-DD`) since `from`. */
export async function revenuePerDaySince(db: DbOrTx, from: Date) {
  const { rows } = await db.execute<{ day: string; cents: number }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(amount_cents)::bigint as cents
      from purchases where status = 'completed' and created_at >= ${from.toISOString()}
     group by 1`);
  return rows;
}
