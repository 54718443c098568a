/**
 * The live events bench of `npm run bench` (scripts/bench/live-events.bench.mjs; decision 028): the
 * real API (buildApp) on a throwaway embedded PostgreSQL, its event streams read by a separate
 * client process (so the API's memory is the API's), facts committed here the way the worker commits
 * them (a credit change announcing `credits` in its transaction). It prints:
 * - commit to event arriving at a connected client, p50/p99 (goal p99 under 200 ms);
 * - 1,000 open streams on one API process: memory per stream, and the fan-out time of one event to
 *   all of them (the last client's arrival);
 * - transactions PostgreSQL ran while events fanned out, against the events sent (no query per
 *   event per stream). LIVE_BENCH_STREAMS (1000) and LIVE_BENCH_EVENTS (200) size it.
 */
import { fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { changeCredits } from '../modules/credits/change-credits';
import { LIVE_STREAM_OPTIONS } from '../modules/live-events/live-events.routes';

const streams = Number(process.env.LIVE_BENCH_STREAMS ?? 1000);
const events = Number(process.env.LIVE_BENCH_EVENTS ?? 200);
const FANOUT_EVENTS = 20;
const now = () => performance.timeOrigin + performance.now();
const pct = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'skinpilot-live-bench-'));
chmodSync(dataDir, 0o755);
const cluster = await startEmbeddedPostgres({ dataDir, password: 'bench' });
const database = openDatabase(cluster.url('postgres'));
await runMigrations(database);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DATABASE_URL: cluster.url('postgres'),
  SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
});
const app = await buildApp({
  config,
  db: database.db,
  secrets: {
    jwtSecret: 'bench-only-jwt-secret-0123456789abcdef',
    encryptionKey: Buffer.alloc(32, 7),
    embeddedPostgresPassword: 'bench',
  },
  // One user holds every stream, so one event fans out to all of them.
  liveStreams: { ...LIVE_STREAM_OPTIONS, maxStreamsPerUser: streams + 10 },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

type FromClient =
  { type: 'open'; count: number } | { type: 'event'; id: string; first: number; last: number; count: number };
const client = fork(
  path.resolve(import.meta.dirname, '../../../../scripts/bench/live-events-client.mjs'),
  [],
  {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
);
const waiting = new Map<string, (message: FromClient) => void>();
client.on('message', (message: FromClient) => {
  const key = message.type === 'open' ? 'open' : `event:${message.id}`;
  waiting.get(key)?.(message);
  waiting.delete(key);
});
const expect = (key: string) =>
  new Promise<FromClient>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${key} within 30 s`)), 30_000);
    waiting.set(key, (message) => (clearTimeout(timer), resolve(message)));
  });

async function signUp(name: string): Promise<{ id: string; token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      username: name,
      email: `${name}@bench.test`,
      password: 'bench-password-1',
    }).toString(),
  });
  const token = (res.json() as { access_token: string }).access_token;
  const me = await app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return { id: (me.json() as { id: string }).id, token };
}

/** Commits one credit change (a fact with its event) and answers the time just before COMMIT. */
async function commitFact(userId: string): Promise<number> {
  let before = 0;
  await database.db.transaction(async (tx) => {
    await changeCredits(tx, { userId, amount: 1, reason: 'admin_grant', reference: null });
    before = now();
  });
  return before;
}

/** Open streams, as the client process counts them once each answered its headers. */
async function open(token: string, count: number) {
  const opened = expect('open');
  client.send({ type: 'open', base, token, count });
  await opened;
}

async function transactions(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the statistics reach the view
  const { rows } = await database.pool.query<{ n: string }>(
    `select pg_stat_clear_snapshot(), (xact_commit + xact_rollback)::text as n
       from pg_stat_database where datname = current_database()`,
  );
  return Number(rows[0]?.n ?? 0);
}

try {
  // 1. Latency: one stream, one fact at a time.
  const one = await signUp('latency');
  await open(one.token, 1);
  const latencies: number[] = [];
  for (let i = 0; i < events; i++) {
    const arrived = expect(`event:${i + 1}`);
    client.send({ type: 'expect', id: String(i + 1) });
    const committed = await commitFact(one.id);
    const message = (await arrived) as Extract<FromClient, { type: 'event' }>;
    latencies.push(message.first - committed);
  }
  console.log(
    `commit -> event at the client (${events} events, one stream): p50 ${ms(pct(latencies, 0.5))}, p99 ${ms(pct(latencies, 0.99))}, max ${ms(Math.max(...latencies))} (goal p99 < 200 ms)`,
  );

  // 2. Many streams: memory per stream and fan-out of one event to all of them.
  const many = await signUp('fanout');
  global.gc?.();
  const before = process.memoryUsage();
  await open(many.token, streams);
  await new Promise((resolve) => setTimeout(resolve, 500));
  global.gc?.();
  const after = process.memoryUsage();
  console.log(
    `${streams} open streams on one API process (${app.liveEvents.count(many.id)} counted): heap +${mib(after.heapUsed - before.heapUsed)}, rss +${mib(after.rss - before.rss)}; per stream ${((after.heapUsed - before.heapUsed) / streams / 1024).toFixed(1)} KiB heap, ${((after.rss - before.rss) / streams / 1024).toFixed(1)} KiB rss`,
  );
  const fanouts: number[] = [];
  const firsts: number[] = [];
  const xactBefore = await transactions();
  for (let i = 0; i < FANOUT_EVENTS; i++) {
    const id = `fan-${i}`;
    const arrived = expect(`event:${id}`);
    client.send({ type: 'expect', id, count: streams });
    const committed = await commitFact(many.id);
    const message = (await arrived) as Extract<FromClient, { type: 'event' }>;
    fanouts.push(message.last - committed);
    firsts.push(message.first - committed);
  }
  const xactAfter = await transactions();
  console.log(
    `fan-out of one event to ${streams} streams (${FANOUT_EVENTS} events): first client p50 ${ms(pct(firsts, 0.5))}, last client p50 ${ms(pct(fanouts, 0.5))}, max ${ms(Math.max(...fanouts))}`,
  );
  // Each fact is one transaction; the stream adds none (a query per event per stream would be
  // ${FANOUT_EVENTS * streams} more). The statistics query itself counts too.
  console.log(
    `transactions while ${FANOUT_EVENTS} events reached ${streams} streams: ${xactAfter - xactBefore} (the ${FANOUT_EVENTS} facts' own and the bench's reads; one per event per stream would add ${FANOUT_EVENTS * streams})`,
  );
} finally {
  client.kill();
  await app.close();
  await database.close();
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
