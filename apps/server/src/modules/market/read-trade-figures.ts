import { markupBuckets } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { activityTotals } from '../activity/count-activities';
import {
  completedTradeBucketsSince,
  countAccountsTradedSince,
  dailyFigureBucketsSince,
  tradeTotalsSince,
  userTradeSums,
} from './trade-figures.repository';

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
  const since24h = new Date(now.getTime() - DAY_MS);
  const [month, day] = await Promise.all([
    dailyFigureBucketsSince(db, dayStart),
    completedTradeBucketsSince(db, since24h),
  ]);
  return { last_30d: toWindow(month), last_24h: toWindow(day) };
}

/** The health card: accounts that traded in 30 days and activities of the last day. */
export async function healthFigures(db: DbOrTx, now: Date) {
  const [activeAccounts, recentActivities] = await Promise.all([
    countAccountsTradedSince(db, new Date(now.getTime() - 30 * DAY_MS)),
    activityTotals(db, new Date(now.getTime() - DAY_MS)).then((totals) => totals.activitiesSince),
  ]);
  return { active_accounts: activeAccounts, recent_activities: recentActivities };
}

/** Trades and activities in all (estimated on large tables) and since an instant. */
export async function marketTotals(db: DbOrTx, since: Date) {
  const [row, activity] = await Promise.all([tradeTotalsSince(db, since), activityTotals(db, since)]);
  return {
    trades: row.trades,
    activities: activity.activities,
    tradesSince: row.trades_since,
    failedTradesSince: row.failed_since,
    activitiesSince: activity.activitiesSince,
  };
}

/** How many trades the bots made for the user and the credits they used (refunds not counted). */
export async function userTradeTotals(db: DbOrTx, userId: string) {
  const row = await userTradeSums(db, userId);
  return { trades: row?.trades ?? 0, creditsUsed: Number(row?.creditsUsed ?? 0) };
}
