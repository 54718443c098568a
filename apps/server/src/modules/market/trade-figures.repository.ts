import { count, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
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

export const countActivitiesSince = (db: DbOrTx, since: Date) =>
  scalar(db, sql`select count(*) as value from activities where created_at >= ${since.toISOString()}`);

/**
 * Below this heap size a table is counted exactly: a count(*) over 16 MB (some 100,000 trade rows)
 * takes tens of milliseconds. Above it the planner's row estimate (pg_class.reltuples, refreshed by
 * autovacuum's analyse) is used: exact counts of millions of rows would take seconds, and there the
 * estimate is within a few percent. The size is read live, so a new install never shows 0.
 */
const EXACT_COUNT_MAX_BYTES = 16 * 1024 * 1024;

/** Exact when small or never analysed (reltuples is -1 then), the estimate when large. */
const tableTotal = (table: 'trades' | 'activities') => sql`(
  select case
    when pg_relation_size(c.oid) < ${EXACT_COUNT_MAX_BYTES} or c.reltuples < 0
      then (select count(*) from ${sql.identifier(table)})
    else c.reltuples::bigint
  end
  from pg_class c where c.oid = ${table}::regclass)`;

/** Trades and activities in all (estimated when large) and since an instant, in one round trip. */
export async function marketTotalsSince(db: DbOrTx, since: Date) {
  const at = since.toISOString();
  const { rows } = await db.execute<{
    trades: number;
    activities: number;
    trades_since: number;
    failed_since: number;
    activities_since: number;
  }>(sql`
    select
      ${tableTotal('trades')}::int as trades,
      ${tableTotal('activities')}::int as activities,
      (select count(*) from trades where created_at >= ${at})::int as trades_since,
      (select count(*) from trades where created_at >= ${at} and status = 'failed')::int as failed_since,
      (select count(*) from activities where created_at >= ${at})::int as activities_since`);
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
