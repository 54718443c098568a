import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { webhookEvents } from './billing.schema';

/**
 * Records a provider event as handled. Answers false for an event seen before: the caller then does
 * nothing, which makes replays and concurrent deliveries of one event harmless.
 */
export async function claimWebhookEvent(
  tx: DbOrTx,
  provider: string,
  eventId: string,
  type: string,
  receivedAt?: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(webhookEvents)
    .values({ provider, eventId, type, ...(receivedAt ? { receivedAt } : {}) })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return claimed.length > 0;
}

/** When the event was recorded; undefined when it never was. */
export async function findWebhookEventTime(
  db: DbOrTx,
  provider: string,
  eventId: string,
): Promise<Date | undefined> {
  const [event] = await db
    .select({ at: webhookEvents.receivedAt })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
  return event?.at;
}
