import { LIVE_EVENTS_PATH, LIVE_RESYNC_EVENT } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import { actorOf } from '../../http/authenticate';
import type { LiveEvent } from './announce';
import type { LiveEventHub, LiveSubscriber } from './live-event-hub';

export type LiveStreamOptions = {
  /** 15 s: proxies and the SPA take a silent stream for a dead one. */
  heartbeatMs: number;
  /** Bytes a stream may have waiting for a client that stopped reading before it is dropped. */
  maxBufferedBytes: number;
  /** Open streams per user (tabs): a runaway client cannot take the process's memory. */
  maxStreamsPerUser: number;
};

export const LIVE_STREAM_OPTIONS: LiveStreamOptions = {
  heartbeatMs: 15_000,
  maxBufferedBytes: 256 * 1024,
  maxStreamsPerUser: 20,
};

/** A Last-Event-ID we issued is a positive integer; anything else starts the stream from now. */
const lastEventIdOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? Number(header) : undefined;

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * GET /api/trading/events: the signed-in user's events as `text/event-stream`. The bearer token comes
 * in the Authorization header (the SPA reads with fetch; EventSource cannot send it), so no token is
 * ever in a URL. Without a valid token the authentication hook answers 401 before a stream exists.
 */
export function liveEventsRoutes(
  app: FastifyInstance,
  hub: LiveEventHub,
  options: LiveStreamOptions = LIVE_STREAM_OPTIONS,
) {
  app.route({
    method: 'GET',
    url: LIVE_EVENTS_PATH,
    config: { auth: 'user' },
    schema: {
      summary:
        "The caller's live events (text/event-stream): trade, wallet, credits, sniping, listing, activity, inventory",
      tags: ['trading'],
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      if (hub.count(actor.id) >= options.maxStreamsPerUser)
        throw new AppError('rate_limited', 'Too many open event streams; close another tab first.');
      const lastId = lastEventIdOf(request.headers['last-event-id']);
      const res = reply.raw;
      let open = true;
      let ready = false;
      const early: LiveEvent[] = [];
      const write = (text: string) => {
        if (!open) return;
        res.write(text);
        // A client that stopped reading: its bytes pile up here, so it is dropped, not waited for.
        if (res.writableLength > options.maxBufferedBytes) end();
      };
      const subscriber: LiveSubscriber = {
        userId: actor.id,
        send: (event) => (ready ? write(frame(event)) : early.push(event)),
        resync: () => write(`event: ${LIVE_RESYNC_EVENT}\ndata: {}\n\n`),
        close: () => end(),
      };
      let unsubscribe = () => undefined as void;
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      };
      request.raw.on('close', end);
      res.on('error', end);

      unsubscribe = await hub.subscribe(subscriber).catch(() => {
        clearInterval(heartbeat);
        throw new AppError('unavailable', 'Live events are unavailable right now; try again shortly.');
      });
      reply.hijack();
      if (!open) return unsubscribe();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      write('retry: 3000\n\n');
      const replayed = new Set<number>();
      if (lastId !== undefined) {
        const missed = hub.since(actor.id, lastId);
        if (missed === undefined) subscriber.resync();
        else
          for (const event of missed) {
            replayed.add(event.id);
            write(frame(event));
          }
      }
      ready = true;
      for (const event of early) if (!replayed.has(event.id)) write(frame(event));
    },
  });
}
