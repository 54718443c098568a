import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import type { DiscordSender } from './discord-rest';
import { drainOutbox, type DrainOutcome } from './drain-outbox';

export const NOTIFICATION_OUTBOX_QUEUE = 'notification-outbox';

/**
 * Drains the Discord outbox every minute on the shared queue (one run at a time across workers).
 * Per-message waits (Discord's retry_after, the back-off) live in the rows, so a minute's tick never
 * sends a message before Discord allows it.
 */
export async function scheduleNotificationDrain(
  boss: PgBoss,
  deps: { db: Db; sender: DiscordSender | undefined; now: () => Date; log: (outcome: DrainOutcome) => void },
): Promise<void> {
  await boss.createQueue(NOTIFICATION_OUTBOX_QUEUE, { name: NOTIFICATION_OUTBOX_QUEUE, policy: 'singleton' });
  await boss.schedule(NOTIFICATION_OUTBOX_QUEUE, '* * * * *', undefined, { tz: 'UTC' });
  await boss.work(NOTIFICATION_OUTBOX_QUEUE, async () => {
    const outcome = await drainOutbox(deps.db, deps.sender, deps.now);
    if (outcome.sent + outcome.retried + outcome.refused > 0) deps.log(outcome);
  });
}
