import { count, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tableTotal } from '../../db/table-total';
import { trades } from './market.schema';

type BucketRow = { bucket: string; trades: number; volume: string | null };

/** Completed trades per markup bucket from the daily figures (about 240 rows for 30 days). */
export async function dailyFigureBucketsSince(db: DbOrTx, fromDay: string): Promise<BucketRow[]> {
  const { rows } = await db.execute<BucketRow>(sql`
    select markup_bucket as bucket, sum(trade_count)::int as trades, sum(volume) as volume
      from trade_daily_figures where day >= ${fromDay}
     group by markup_bucket`);
  return rows;
}

/** Completed trades per markup bucket since an instant, by the trades' time index. */
export async function completedTradeBucketsSince(db: DbOrTx, since: Date): Promise<BucketRow[]> {
  const { rows } = await db.execute<BucketRow>(sql`
    select market_markup_bucket(markup_percent) as bucket, count(*)::int as trades, sum(value) as volume
      from trades where created_at >= ${since.toISOString()} and status = 'completed'
     group by 1`);
  return rows;
}

async function scalar(db: DbOrTx, query: SQL): Promise<number> {
  const { rows } = await db.execute<{ value: string | number | null }>(query);
  return Number(rows[0]?.value ?? 0);
}

export const countAccountsTradedSince = (db: DbOrTx, since: Date) =>
  scalar(
    db,
    sql`select count(*) as value from account_trade_recency where last_trade_at >= ${since.toISOString()}`,
  );

/** Trades in all (estimated when large) and since an instant, in one round trip. */
export async function tradeTotalsSince(db: DbOrTx, since: Date) {
  const at = since.toISOString();
  const { rows } = await db.execute<{ trades: number; trades_since: number; failed_since: number }>(sql`
    select
      ${tableTotal('trades')}::int as trades,
      (select count(*) from trades where created_at >= ${at})::int as trades_since,
      (select count(*) from trades where created_at >= ${at} and status = 'failed')::int as failed_since`);
  return rows[0]!;
}

/** One user's trades and the credits they used (trades_user_created_idx). */
export async function userTradeSums(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      trades: count(),
      // A refunded trade gave its credits back, so they were not used.
      creditsUsed: sum(sql`case when ${trades.refundedAt} is null then ${trades.creditsUsed} end`),
    })
    .from(trades)
    .where(eq(trades.userId, userId));
  return row;
}
