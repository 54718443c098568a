import type PgBoss from 'pg-boss';
import type { TradingContext } from '../trading-accounts/trading-context';
import { runDueAutoDeposits } from './auto-deposit';

export const AUTO_DEPOSIT_QUEUE = 'auto-deposit';

/**
 * Looks for due auto-deposit runs every five minutes (the shortest cooldown) on the shared queue;
 * `singleton` keeps two workers from running a sweep at once. Each account's interval and
 * cooldown decide whether its run is due (automation_runs).
 */
export async function scheduleAutoDeposits(
  boss: PgBoss,
  ctx: TradingContext,
  report: (accountId: string, error: unknown) => void,
): Promise<void> {
  await boss.createQueue(AUTO_DEPOSIT_QUEUE, { name: AUTO_DEPOSIT_QUEUE, policy: 'singleton' });
  await boss.schedule(AUTO_DEPOSIT_QUEUE, '*/5 * * * *', undefined, { tz: 'UTC' });
  await boss.work(AUTO_DEPOSIT_QUEUE, async () => {
    await runDueAutoDeposits(ctx, report);
  });
}
