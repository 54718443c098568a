import type PgBoss from 'pg-boss';
import type { SteamToolsContext } from '../steam-tools/steam-tools-context';
import type { TradingContext } from '../trading-accounts/trading-context';
import { runDueAutoDeposits } from './auto-deposit';
import { runDepositConfirmations } from './deposit-confirm.sweep';

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

export const DEPOSIT_CONFIRM_QUEUE = 'deposit-confirm';
const CONFIRM_TICK_SECONDS = 10;

/**
 * Auto-confirm deposits every 10 s: a joined deposit has a time limit to be processed and sent.
 * Same chain as the Steam automation: a `stately` queue (one waiting, one running), each sweep
 * queues the next, and a per-minute schedule restarts the chain.
 */
export async function scheduleDepositConfirmations(
  boss: PgBoss,
  ctx: SteamToolsContext,
  publicUrl: string,
  report: (accountId: string, error: unknown) => void,
): Promise<void> {
  await boss.createQueue(DEPOSIT_CONFIRM_QUEUE, { name: DEPOSIT_CONFIRM_QUEUE, policy: 'stately' });
  await boss.schedule(DEPOSIT_CONFIRM_QUEUE, '* * * * *', undefined, { tz: 'UTC' });
  await boss.work(DEPOSIT_CONFIRM_QUEUE, async () => {
    try {
      await runDepositConfirmations(ctx, publicUrl, report);
    } finally {
      await boss.send(DEPOSIT_CONFIRM_QUEUE, {}, { startAfter: CONFIRM_TICK_SECONDS }).catch(() => null);
    }
  });
}
