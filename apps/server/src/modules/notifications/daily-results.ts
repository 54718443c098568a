import { formatBalance } from '@skinpilot/domain';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import { dailyTradeTotalsOf } from '../market/read-daily-trade-totals';
import { queueChannelNotification } from './queue-notification';

export const DAILY_RESULTS_QUEUE = 'daily-results';

/**
 * The daily results message (the admin's daily_results channel): the completed trades of the UTC
 * day before `now`, by kind, from the trigger-kept daily figures. Answers whether it was queued
 * (no channel set: not).
 */
export async function queueDailyResults(db: Db, now: Date): Promise<boolean> {
  const day = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const totals = await dailyTradeTotalsOf(db, day);
  const line = (label: string, kind: 'withdrawal' | 'deposit') => {
    const row = totals.get(kind);
    return {
      name: label,
      value: `${row?.trades ?? 0} ${row?.trades === 1 ? 'trade' : 'trades'}, ${formatBalance(row?.volume ?? 0)} coins, ${formatBalance(row?.credits ?? 0)} credits`,
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
