import type PgBoss from 'pg-boss';
import type { SteamToolsContext } from './steam-tools-context';
import { runSteamAutomation, type SteamAutomationOutcome } from './steam-automation';

export const STEAM_AUTOMATION_QUEUE = 'steam-automation';
/** The sweep looks every 15 s; each account's own intervals (30 s and up) decide what is due. */
const TICK_SECONDS = 15;

/**
 * The Steam automation on the shared queue. A `stately` queue holds at most one waiting and one
 * running sweep, so workers never run two at once; each sweep queues the next in 15 s, and the
 * per-minute schedule restarts the chain after a restart or a lost job.
 */
export async function scheduleSteamAutomation(
  boss: PgBoss,
  ctx: SteamToolsContext,
  report: (accountId: string, error: unknown) => void,
  /** After each sweep, with its outcomes (main.ts sends arrived items to CSGORoll from here). */
  afterSweep?: (outcomes: Map<string, SteamAutomationOutcome>) => Promise<void>,
): Promise<void> {
  await boss.createQueue(STEAM_AUTOMATION_QUEUE, { name: STEAM_AUTOMATION_QUEUE, policy: 'stately' });
  await boss.schedule(STEAM_AUTOMATION_QUEUE, '* * * * *', undefined, { tz: 'UTC' });
  await boss.work(STEAM_AUTOMATION_QUEUE, async () => {
    try {
      const outcomes = await runSteamAutomation(ctx, report);
      await afterSweep?.(outcomes);
    } finally {
      await boss.send(STEAM_AUTOMATION_QUEUE, {}, { startAfter: TICK_SECONDS }).catch(() => null);
    }
  });
}
