import pg from 'pg';
import type { Db } from '../../db/database';
import type { LiveEvent } from './announce';
import { LIVE_EVENTS_CHANNEL } from './live-events.repository';

/** One open stream as the hub sees it: something to hand the owner's events to. */
export type LiveSubscriber = {
  userId: string;
  send: (event: LiveEvent) => void;
  resync: () => void;
  /** Ends the stream (the process is shutting down). */
  close: () => void;
};

export type LiveEventHub = {
  /** Resolves once this process listens; events committed after that reach the subscriber. */
  subscribe: (subscriber: LiveSubscriber) => Promise<() => void>;
  /** The user's events after `lastId`, or undefined when that id is no longer (or never was) known here. */
  since: (userId: string, lastId: number) => LiveEvent[] | undefined;
  /** Open streams, for the bench and the stream cap per user. */
  count: (userId?: string) => number;
  close: () => Promise<void>;
};

/** Recent events of every user, in delivery order: what a resuming stream is replayed from. */
const REPLAY_EVENTS = 5_000;
const RETRY_MS = [250, 1_000, 3_000, 10_000];

/**
 * The API process's one LISTEN connection (decision 028) and the streams it feeds. An event is parsed
 * once and handed to its owner's streams from a map: no query per event, per stream. The connection
 * opens with the first stream; if it drops, it comes back with back-off and every stream is told to
 * resync (events in between were not heard).
 */
export function createLiveEventHub(connectionString: string | undefined): LiveEventHub {
  const byUser = new Map<string, Set<LiveSubscriber>>();
  const recent: LiveEvent[] = [];
  let listening: Promise<void> | undefined;
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  function deliver(text: string) {
    let event: LiveEvent;
    try {
      event = JSON.parse(text) as LiveEvent;
    } catch {
      return;
    }
    if (typeof event.user_id !== 'string' || typeof event.id !== 'number') return;
    recent.push(event);
    if (recent.length > REPLAY_EVENTS) recent.splice(0, recent.length - REPLAY_EVENTS);
    for (const subscriber of byUser.get(event.user_id) ?? []) subscriber.send(event);
  }

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === LIVE_EVENTS_CHANNEL && message.payload) deliver(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${LIVE_EVENTS_CHANNEL}`);
    client = next;
    failures = 0;
  }

  /** The connection dropped: streams may have missed events, so they resync once it is back. */
  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = undefined;
    which.end().catch(() => undefined);
    reconnect();
  }

  function reconnect() {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        listening = listen().then(
          () => {
            for (const set of byUser.values()) for (const s of set) s.resync();
          },
          () => {
            failures += 1;
            listening = undefined;
            if (byUser.size > 0) reconnect();
          },
        );
      },
      RETRY_MS[Math.min(failures, RETRY_MS.length - 1)],
    );
    retry.unref();
  }

  return {
    async subscribe(subscriber) {
      let set = byUser.get(subscriber.userId);
      if (!set) byUser.set(subscriber.userId, (set = new Set()));
      set.add(subscriber);
      const unsubscribe = () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(subscriber.userId) === set) byUser.delete(subscriber.userId);
      };
      try {
        listening ??= listen();
        await listening;
      } catch (error) {
        listening = undefined;
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    since(userId, lastId) {
      const at = recent.findIndex((event) => event.id === lastId);
      if (at === -1) return undefined;
      return recent.slice(at + 1).filter((event) => event.user_id === userId);
    },
    count(userId) {
      if (userId !== undefined) return byUser.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of byUser.values()) total += set.size;
      return total;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      for (const set of [...byUser.values()]) for (const s of [...set]) s.close();
      byUser.clear();
      await listening?.catch(() => undefined);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

/** The database the pool behind `db` talks to: the LISTEN connection goes there too, beside the pool. */
export function connectionStringOf(db: Db): string | undefined {
  return (db as unknown as { $client?: pg.Pool }).$client?.options.connectionString;
}
