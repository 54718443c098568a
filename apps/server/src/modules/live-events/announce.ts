import type { LiveEventType } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { notifyLiveEvent, notifyLiveEvents } from './live-events.repository';

/** One event as it crosses processes: the NOTIFY payload, and what an API process hands a stream. */
export type LiveEvent = { id: number; user_id: string; type: LiveEventType; data: Record<string, unknown> };

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. An event whose data would not fit
 * (a trade with many stickers) is sent as `{ refetch: true }` plus its keys: the dashboard reads it again.
 */
const MAX_PAYLOAD_BYTES = 7_000;

/**
 * Tells the user's open dashboards about a fact, in the transaction that writes it (so only after it
 * commits, and in commit order). Call it with the transaction of the fact, never after it.
 */
export async function announce(
  db: DbOrTx,
  userId: string,
  type: LiveEventType,
  data: Record<string, unknown>,
): Promise<void> {
  await notifyLiveEvent(db, payloadOf(userId, type, data));
}

/** `announce` for many events at once (one per user of a batch job), in one statement. */
export async function announceEach(
  db: DbOrTx,
  events: { userId: string; type: LiveEventType; data: Record<string, unknown> }[],
): Promise<void> {
  await notifyLiveEvents(
    db,
    events.map((event) => payloadOf(event.userId, event.type, event.data)),
  );
}

function payloadOf(userId: string, type: LiveEventType, data: Record<string, unknown>): string {
  const payload = JSON.stringify({ user_id: userId, type, data });
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  const keys = Object.fromEntries(
    Object.entries(data).filter(([key]) => ['steam_id', 'trade_id', 'state'].includes(key)),
  );
  return JSON.stringify({ user_id: userId, type, data: { ...keys, refetch: true } });
}
