import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/** The one PostgreSQL channel every API process listens to. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * Queues the event's NOTIFY in the caller's transaction: PostgreSQL delivers it only when that
 * transaction commits, so an event is never announced for a fact that rolled back. The id is taken
 * from `live_event_ids` in the same statement and added to the JSON payload.
 */
export async function notifyLiveEvent(db: DbOrTx, payload: string): Promise<void> {
  await db.execute(
    sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, (${payload}::jsonb || jsonb_build_object('id', nextval('live_event_ids')))::text)`,
  );
}
