import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { webhookEvents } from './billing.schema';

/** False for an event recorded before. */
export async function insertWebhookEventOnce(
  tx: DbOrTx,
  event: { provider: string; eventId: string; type: string; receivedAt?: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(webhookEvents)
    .values(event)
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
