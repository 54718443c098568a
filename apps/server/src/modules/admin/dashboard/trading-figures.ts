import { markupBuckets } from '@skinpilot/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { scalar } from './user-figures';

const DAY_MS = 86_400_000;

type Window = {
  trade_count: number;
  total_volume: number;
  markup_breakdown: Record<(typeof markupBuckets)[number], number>;
};
type BucketRow = { bucket: string; trades: number; volume: string | null };

function toWindow(rows: BucketRow[]): Window {
  const breakdown = Object.fromEntries(markupBuckets.map((b) => [b, 0])) as Window['markup_breakdown'];
  let tradeCount = 0;
  let volume = 0;
  for (const row of rows) {
    breakdown[row.bucket as keyof typeof breakdown] = row.trades;
    tradeCount += row.trades;
    volume += Number(row.volume ?? 0);
  }
  return {
    trade_count: tradeCount,
    total_volume: Math.round(volume * 100) / 100,
    markup_breakdown: breakdown,
  };
}

/**
 * Completed trades over 30 days come from the daily figures (about 240 rows, never the trades of
 * a month); the last 24 hours cut through a day, so they read the trades by their time index.
 */
export async function tradingFigures(db: DbOrTx, now: Date) {
  const dayStart = new Date(now.getTime() - 29 * DAY_MS).toISOString().slice(0, 10);
  const since24h = new Date(now.getTime() - DAY_MS).toISOString();
  const [month, day] = await Promise.all([
    db.execute<BucketRow>(sql`
      select markup_bucket as bucket, sum(trade_count)::int as trades, sum(volume) as volume
        from trade_daily_figures where day >= ${dayStart}
       group by markup_bucket`),
    db.execute<BucketRow>(sql`
      select market_markup_bucket(markup_percent) as bucket, count(*)::int as trades, sum(value) as volume
        from trades where created_at >= ${since24h} and status = 'completed'
       group by 1`),
  ]);
  return { last_30d: toWindow(month.rows), last_24h: toWindow(day.rows) };
}

/** The health card: accounts that traded in 30 days and activities of the last day. */
export async function healthFigures(db: DbOrTx, now: Date) {
  const since30d = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const since24h = new Date(now.getTime() - DAY_MS).toISOString();
  const [activeAccounts, recentActivities] = await Promise.all([
    scalar(db, sql`select count(*) as value from account_trade_recency where last_trade_at >= ${since30d}`),
    scalar(db, sql`select count(*) as value from activities where created_at >= ${since24h}`),
  ]);
  return { active_accounts: activeAccounts, recent_activities: recentActivities };
}
