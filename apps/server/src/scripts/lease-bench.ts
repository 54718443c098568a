/**
 * The lease bench of `npm run bench` (scripts/bench/leases.bench.mjs; decision 027): simulated
 * workers x sessions on a throwaway embedded PostgreSQL. Every worker claims its sessions, then
 * runs rounds as the sniping worker does (a heartbeat with each session's live figures, a few of
 * which change per round, on a simulated clock of one round per 3 s, so 10 rounds include the 30 s
 * refresh) while one reconcile runs; it prints the rows written per round and per second at the 3 s
 * round, and the round's times. LEASE_BENCH_WORKERS (20), LEASE_BENCH_SESSIONS
 * (500 per worker), LEASE_BENCH_ROUNDS (10).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { reconcileSessions } from '../modules/orchestration/reconcile-sessions';
import { claimSessions, heartbeat, type FiguresWritten } from '../modules/orchestration/session-leases';

const workers = Number(process.env.LEASE_BENCH_WORKERS ?? 20);
const perWorker = Number(process.env.LEASE_BENCH_SESSIONS ?? 500);
const rounds = Number(process.env.LEASE_BENCH_ROUNDS ?? 10);
const ROUND_MS = 3_000;
/** Share of sessions whose figures change in a round (a join, a win, a balance move). */
const CHANGING = 0.02;

const dataDir = mkdtempSync(path.join(tmpdir(), 'skinpilot-lease-bench-'));
chmodSync(dataDir, 0o755);
const cluster = await startEmbeddedPostgres({ dataDir, password: 'bench' });
const database = openDatabase(cluster.url('postgres'), workers + 2);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(...values);

async function rowsWritten(): Promise<number> {
  // Table statistics reach the view within a second of each backend's transaction.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const { rows } = await database.pool.query<{ n: number }>(
    `select coalesce(sum(n_tup_upd + n_tup_ins), 0)::int as n from pg_stat_user_tables
      where relname in ('bot_sessions', 'worker_heartbeats')`,
  );
  return rows[0]?.n ?? 0;
}

try {
  await runMigrations(database);
  const total = workers * perWorker;
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica'); // no users: a bench of leases
    await client.query(
      `insert into bot_sessions (user_id, steam_id, provider, state)
       select gen_random_uuid(), 'bench-' || g, 'local', 'provisioning' from generate_series(1, $1) g`,
      [total],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
  await database.pool.query('analyze bot_sessions');

  const ids = Array.from({ length: workers }, (_, i) => `bench-worker-${i}`);
  const held = new Map<string, string[]>();
  const memories = new Map<string, FiguresWritten>(ids.map((id) => [id, new Map()]));
  for (const id of ids)
    held.set(
      id,
      (await claimSessions(database.db, id, 15_000, perWorker)).map((l) => l.id),
    );

  // The bench's sessions have no accounts, so the first reconcile moves them all to stopping (their
  // workers still hold them); measured rounds start after it.
  await reconcileSessions(database.db);
  const figures = new Map<string, Record<string, unknown>>();
  const roundMs: number[] = [];
  const heartbeatMs: number[] = [];
  const reconcileMs: number[] = [];
  let before = 0;
  const benchStart = Date.now();
  // Round 0 warms up (the first heartbeat after a claim writes every session's figures); not measured.
  for (let round = 0; round <= rounds; round++) {
    if (round === 1) {
      before = await rowsWritten();
      roundMs.length = heartbeatMs.length = reconcileMs.length = 0;
    }
    const started = performance.now();
    await Promise.all([
      (async () => {
        const t0 = performance.now();
        await reconcileSessions(database.db);
        reconcileMs.push(performance.now() - t0);
      })(),
      ...ids.map(async (worker) => {
        const live = new Map<string, Record<string, unknown>>();
        for (const session of held.get(worker) ?? []) {
          let figure = figures.get(session);
          if (!figure || Math.random() < CHANGING)
            figures.set(session, (figure = { balance: Math.round(Math.random() * 1e4) / 100, joins: round }));
          live.set(session, { ...figure, worker });
        }
        const t0 = performance.now();
        // Simulated time: a round every 3 s, so the 30 s refresh of unchanged figures falls in the run.
        const at = benchStart + round * ROUND_MS;
        const answered = await heartbeat(database.db, worker, 15_000, live, memories.get(worker), at);
        heartbeatMs.push(performance.now() - t0);
        if (answered.length !== live.size) throw new Error(`${worker} lost sessions`);
      }),
    ]);
    roundMs.push(performance.now() - started);
  }
  const written = (await rowsWritten()) - before;
  const perRound = written / rounds;
  process.stdout.write(
    `${workers} workers x ${perWorker} sessions (${total}), ${rounds} rounds:\n` +
      `  rows written per round ${perRound.toFixed(0)} -> ${(perRound / (ROUND_MS / 1000)).toFixed(0)} rows/s at one round per 3 s` +
      ` (${((perRound / total) * 100).toFixed(1)} per 100 sessions per round)\n` +
      `  all workers' heartbeats at once: round median ${median(roundMs).toFixed(0)} ms, max ${max(roundMs).toFixed(0)} ms;` +
      ` one heartbeat median ${median(heartbeatMs).toFixed(0)} ms, max ${max(heartbeatMs).toFixed(0)} ms\n` +
      `  reconcile round median ${median(reconcileMs).toFixed(0)} ms, max ${max(reconcileMs).toFixed(0)} ms\n`,
  );
} finally {
  await database.close();
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
