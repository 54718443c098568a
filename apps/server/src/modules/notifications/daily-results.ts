import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import { tradeDailyFigures } from '../market/market.schema';
import { queueChannelNotification } from './queue-notification';

export const DAILY_RESULTS_QUEUE = 'daily-results';

/**
 * The daily results message (the admin's daily_results channel): the completed trades of the UTC
 * day before `now`, by kind, from the trigger-kept daily figures. Answers whether it was queued
 * (no channel set: not).
 */
export async function queueDailyResults(db: Db, now: Date): Promise<boolean> {
  const day = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({
      kind: tradeDailyFigures.kind,
      trades: sql<number>`coalesce(sum(${tradeDailyFigures.tradeCount}), 0)::int`,
      volume: sql<string>`coalesce(sum(${tradeDailyFigures.volume}), 0)::text`,
      credits: sql<string>`coalesce(sum(${tradeDailyFigures.creditsUsed}), 0)::text`,
    })
    .from(tradeDailyFigures)
    .where(eq(tradeDailyFigures.day, day))
    .groupBy(tradeDailyFigures.kind);
  const of = (kind: 'withdrawal' | 'deposit') => rows.find((r) => r.kind === kind);
  const line = (label: string, kind: 'withdrawal' | 'deposit') => {
    const row = of(kind);
    return {
      name: label,
      value: `${row?.trades ?? 0} ${row?.trades === 1 ? 'trade' : 'trades'}, ${Number(row?.volume ?? 0).toFixed(2)} coins, ${Number(row?.credits ?? 0).toFixed(2)} credits`,
    };
  };
  return queueChannelNotification(
    db,
    'daily.results',
    {
      content: `Daily results for ${day} (UTC)`,
      embeds: [
        { title: `Results ${day}`, fields: [line('Withdrawals', 'withdrawal'), line('Deposits', 'deposit')] },
      ],
    },
    now,
  );
}

/** Shortly after midnight UTC, once across workers. */
export async function scheduleDailyResults(boss: PgBoss, deps: { db: Db; now: () => Date }): Promise<void> {
  await boss.createQueue(DAILY_RESULTS_QUEUE, { name: DAILY_RESULTS_QUEUE, policy: 'singleton' });
  await boss.schedule(DAILY_RESULTS_QUEUE, '5 0 * * *', undefined, { tz: 'UTC' });
  await boss.work(DAILY_RESULTS_QUEUE, async () => {
    await queueDailyResults(deps.db, deps.now());
  });
}
