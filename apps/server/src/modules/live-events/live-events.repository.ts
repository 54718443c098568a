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

/** Many events in one statement (the hourly wealth job's points), sent and numbered in the given order. */
export async function notifyLiveEvents(db: DbOrTx, payloads: string[]): Promise<void> {
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, (p.payload || jsonb_build_object('id', nextval('live_event_ids')))::text)
        from jsonb_array_elements(${`[${payloads.join(',')}]`}::jsonb) as p(payload)`,
  );
}
