import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * The ids of the owner's live events (decision 028). Taken from one sequence so that every API
 * process names an event alike and a stream can resume on any of them with Last-Event-ID; the
 * events themselves are not stored (a NOTIFY carries them, the API processes keep the recent ones).
 */
export const liveEventIds = pgSequence('live_event_ids');
