import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import { renewDueExtraSlots } from './renew-extra-slots';

export const EXTRA_SLOT_RENEWAL_QUEUE = 'extra-slot-renewal';

/**
 * Schedules the renewal on the shared pg-boss queue. pg-boss keeps one schedule per name across
 * processes and hands each run to one worker, so N workers still renew each cycle once.
 */
export async function scheduleExtraSlotRenewal(
  boss: PgBoss,
  deps: { db: Db; cron: string; now: () => Date; log: (outcome: object) => void },
): Promise<void> {
  await boss.createQueue(EXTRA_SLOT_RENEWAL_QUEUE);
  await boss.schedule(EXTRA_SLOT_RENEWAL_QUEUE, deps.cron, undefined, { tz: 'UTC' });
  await boss.work(EXTRA_SLOT_RENEWAL_QUEUE, async () => {
    const outcome = await renewDueExtraSlots(deps.db, deps.now());
    if (outcome.renewed + outcome.suspended + outcome.ended > 0) deps.log(outcome);
  });
}
