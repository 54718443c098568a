import client from 'prom-client';

/**
 * The process's Prometheus figures (prom-client), one registry per process. Figures that are counted
 * as things happen live here; the ones read on each scrape (sessions, queues, outbox, pool) are
 * collected by metrics.routes.ts. Each process labels every figure with its role (`api`, `worker`,
 * `api+worker`) once it knows it (setRole).
 */
export const registry = new client.Registry();

export function setRole(roles: readonly string[]) {
  registry.setDefaultLabels({ role: roles.join('+') });
}

let defaultsCollected = false;
/** Process memory, CPU, handles and event-loop delay, once per process. */
export function collectProcessMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

export const httpRequests = new client.Counter({
  name: 'skinpilot_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'skinpilot_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const botJoins = new client.Counter({
  name: 'skinpilot_bot_joins_total',
  help: 'Join attempts on CSGORoll listings, by outcome (joined, captcha_required, or the refusal code)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const botWins = new client.Counter({
  name: 'skinpilot_bot_wins_total',
  help: 'Joined withdrawals that completed',
  registers: [registry],
});

export const frameToJoinWritten = new client.Histogram({
  name: 'skinpilot_bot_frame_to_join_written_seconds',
  help: 'From a listing frame arriving to its joined withdrawal written in the database',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
  registers: [registry],
});

export const feedLag = new client.Histogram({
  name: 'skinpilot_bot_feed_lag_seconds',
  help: "How old a listing is when its frame reaches the worker (now - the listing's createdAt)",
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
  registers: [registry],
});

/** When each listing's frame arrived, for the frame-to-join-written figure (listings are short-lived objects). */
const frameArrivals = new WeakMap<object, number>();

export function noteListingFrame(listing: { createdAt: number }, arrivedAtMs: number) {
  frameArrivals.set(listing, arrivedAtMs);
  feedLag.observe(Math.max(0, (arrivedAtMs - listing.createdAt) / 1000));
}

export function noteJoinWritten(listing: object, writtenAtMs: number) {
  const arrived = frameArrivals.get(listing);
  if (arrived !== undefined) frameToJoinWritten.observe(Math.max(0, (writtenAtMs - arrived) / 1000));
}

export const botSessions = new client.Gauge({
  name: 'skinpilot_bot_sessions',
  help: 'Bot sessions not terminated, by state and provider (the whole database: read it from one process)',
  labelNames: ['state', 'provider'] as const,
  registers: [registry],
});

export const discordOutbox = new client.Gauge({
  name: 'skinpilot_discord_outbox_messages',
  help: 'Discord outbox messages pending delivery or failed for good',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const queueJobs = new client.Gauge({
  name: 'skinpilot_queue_jobs',
  help: 'pg-boss jobs by queue and state (created and retry are the depth; failed are the failures kept)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});

export const eventStreams = new client.Gauge({
  name: 'skinpilot_event_stream_connections',
  help: 'Open live event streams (GET /api/trading/events) on this process',
  registers: [registry],
});

export const dbPool = new client.Gauge({
  name: 'skinpilot_db_pool_connections',
  help: "This process's database pool: connections in use, idle, and requests waiting for one",
  labelNames: ['state'] as const,
  registers: [registry],
});
