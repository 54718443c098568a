import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { startJobRunner } from '../../worker/job-runner';
import { botJoins, noteJoinWritten, noteListingFrame, setRole } from './registry';

const token = 'metrics-token-for-the-test';
const { app, database } = await createTestApp({ METRICS_TOKEN: token });
const jobs = await startJobRunner(database.url, () => undefined, { worker: false });
afterAll(() => jobs.stop());

async function scrape(): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** Parses Prometheus' text format strictly enough to fail on a malformed line. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    const value = match[3] === '+Inf' ? Infinity : match[3] === '-Inf' ? -Infinity : Number(match[3]);
    // Prometheus reads NaN in any case (Go's ParseFloat); prom-client writes `Nan`.
    if (Number.isNaN(value) && !/^nan$/i.test(match[3]!)) throw new Error(`not a number: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ''}`, value);
  }
  return samples;
}

const find = (samples: Map<string, number>, name: string, ...parts: string[]) =>
  [...samples].filter(([key]) => key.startsWith(`${name}{`) && parts.every((p) => key.includes(p)));
const sum = (rows: [string, number][]) => rows.reduce((total, [, v]) => total + v, 0);

describe('GET /metrics', () => {
  it('answers only with the configured bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toContain('METRICS_TOKEN');
  });

  it('parses as Prometheus text with process, pool, outbox and stream figures, each labelled with the role', async () => {
    setRole(['api', 'worker']);
    const samples = parse(await scrape());
    const has = (name: string) => [...samples.keys()].some((k) => k.startsWith(name));
    expect(has('nodejs_eventloop_lag_p99_seconds{')).toBe(true);
    expect(has('process_resident_memory_bytes{')).toBe(true);
    expect(find(samples, 'skinpilot_db_pool_connections', 'state="in_use"')).toHaveLength(1);
    expect(find(samples, 'skinpilot_discord_outbox_messages', 'status="pending"')).toHaveLength(1);
    expect(sum(find(samples, 'skinpilot_event_stream_connections'))).toBe(0);
    for (const key of samples.keys()) expect(key).toContain('role="api+worker"');
  });

  it('moves when a request is answered', async () => {
    const route = 'route="/api/health/live"';
    const before = sum(find(parse(await scrape()), 'skinpilot_http_requests_total', route, 'status="200"'));
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/health/live' });
    const samples = parse(await scrape());
    expect(sum(find(samples, 'skinpilot_http_requests_total', route, 'status="200"'))).toBe(before + 2);
    expect(sum(find(samples, 'skinpilot_http_request_duration_seconds_count', route))).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('moves when a job is queued and when a join is made', async () => {
    await jobs.boss.createQueue('metrics-test-queue');
    await jobs.boss.send('metrics-test-queue', { n: 1 });
    await jobs.boss.send('metrics-test-queue', { n: 2 });
    const joinsBefore = sum(find(parse(await scrape()), 'skinpilot_bot_joins_total', 'outcome="joined"'));

    // What the worker's dispatcher and session do around a join (account-session.ts, listing-dispatcher.ts).
    const listing = { createdAt: Date.now() - 300 };
    noteListingFrame(listing, Date.now());
    botJoins.inc({ outcome: 'joined' });
    noteJoinWritten(listing, Date.now() + 40);

    const samples = parse(await scrape());
    expect(sum(find(samples, 'skinpilot_queue_jobs', 'queue="metrics-test-queue"', 'state="created"'))).toBe(
      2,
    );
    expect(sum(find(samples, 'skinpilot_bot_joins_total', 'outcome="joined"'))).toBe(joinsBefore + 1);
    expect(sum(find(samples, 'skinpilot_bot_frame_to_join_written_seconds_count'))).toBeGreaterThanOrEqual(1);
    expect(sum(find(samples, 'skinpilot_bot_feed_lag_seconds_count'))).toBeGreaterThanOrEqual(1);
  });
});

describe('without METRICS_TOKEN', () => {
  it('keeps /metrics off the public port', async () => {
    const other = await createTestApp();
    const res = await other.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('METRICS_PORT');
  });
});

describe('METRICS_PORT', () => {
  it('serves the same figures without a token on a port of its own', async () => {
    const { freePort } = await import('../../db/free-port');
    const { startMetricsServer } = await import('./metrics-server');
    const port = await freePort();
    const server = await startMetricsServer(port, '127.0.0.1', { db: database.db });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(parse(await res.text()).size).toBeGreaterThan(10);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
