import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnectors } from '@skinpilot/connectors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../test/accounts';
import { openEventStream } from '../test/event-stream';
import { createTestApp, testSecrets } from '../test/test-app';
import { addRoll, trader } from '../test/trading';
import { botSessions } from './modules/orchestration/bots.schema';
import { tradingAccounts } from './modules/trading-accounts/trading-accounts.schema';

// Production's shape (decision 018, issue 32): API and worker processes that share nothing but
// PostgreSQL. The test's own app only signs the traders up and connects their accounts (its sandbox
// market); each process starts its own sandbox market, as `npm start` does (a cookie is a user in
// any sandbox market).
const connectors = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 5,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
  sandboxCanJoinAfterMs: null,
});
const { app, database } = await createTestApp({}, { connectors });
const db = database.db;
const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(children.map((child) => stopProcess(child, 'SIGTERM')));
  await connectors.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A process of the product (`ROLES=api` or `ROLES=worker`) on the test's database, as production runs it. */
function startProcess(roles: 'api' | 'worker', env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLES: roles,
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `skinpilot-${roles}-`)),
      JWT_SECRET: testSecrets.jwtSecret,
      ENCRYPTION_KEY: testSecrets.encryptionKey.toString('hex'),
      // A sandbox listing every second, joinable after one: trades complete within seconds.
      SANDBOX_LISTING_INTERVAL_MS: '1000',
      SANDBOX_JOIN_WAIT_MS: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const started = roles === 'worker' ? 'sniping worker started' : 'Server listening at';
  const ready = new Promise<ChildProcess>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(started)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${roles} exited (${code}) during start:\n${output}`)));
  });
  return { child, ready, output: () => output };
}

async function startApi() {
  const port = await freePort();
  const api = startProcess('api', { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' });
  await api.ready;
  return { ...api, baseUrl: `http://127.0.0.1:${port}` };
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const openSessions = () => db.select().from(botSessions).where(eq(botSessions.state, 'running'));
const heldBy = (pid: number) => (owner: string | null) => owner?.split(':')[1] === String(pid);

/** A premium trader with credits whose CSGORoll account snipes what the sandbox lists (or nothing). */
async function sniper(name: string, settings: Record<string, unknown>) {
  const owner = await trader(app, db, 'premium', { credits: 1000 });
  const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie: `${name}-${Date.now()}` });
  const steamId = roll.json().account.steam_id as string;
  const saved = await callAs(app, owner.token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, {
    sniping_enabled: true,
    ...settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { owner, steamId };
}

describe('two API and two worker processes on one PostgreSQL', () => {
  it('lease, trade and tell across processes; a killed worker’s sessions move; a stopped API finishes its requests', async () => {
    const buyer = await sniper('buyer', { min_value: 1, max_value: 1000, max_markup: 10 });
    const idle = await sniper('idle', { min_value: 10_000, max_value: 10_000, max_markup: 1 });
    // At the same moment: their start-up writes take turns (decision 041), so neither deadlocks.
    const [apiA, apiB] = await Promise.all([startApi(), startApi()]);

    // The buyer follows the bot on API B, which holds no session and joins nothing.
    const stream = await openEventStream(apiB.baseUrl, buyer.owner.token);
    expect(stream.response.status).toBe(200);

    const first = startProcess('worker');
    await first.ready;
    const running = await until(openSessions, (rows) => rows.length === 2, 60_000, 'both sessions running');
    expect(running.every((s) => heldBy(first.child.pid!)(s.leaseOwner))).toBe(true);
    const second = startProcess('worker');
    await second.ready;

    // A worker's completed trade reaches the trader's stream on another process, after its commit.
    const isCompleted = (e: { event: string; data: Record<string, unknown> }) =>
      e.event === 'trade' && e.data.state === 'completed';
    await stream.waitFor(() => stream.events.some(isCompleted), 'a completed trade on API B', 90_000);
    expect(stream.events.find(isCompleted)!.data).toMatchObject({ steam_id: buyer.steamId });
    stream.close();

    // The second process ran none of them while the first lived; killed, the first's sessions move.
    expect((await openSessions()).every((s) => heldBy(first.child.pid!)(s.leaseOwner))).toBe(true);
    await stopProcess(first.child, 'SIGKILL');
    const moved = await until(
      openSessions,
      (rows) => rows.length === 2 && rows.every((s) => heldBy(second.child.pid!)(s.leaseOwner)),
      30_000,
      "the killed worker's sessions running on the other worker",
    );
    expect(moved.map((s) => s.id).sort()).toEqual(running.map((s) => s.id).sort());
    expect(moved.map((s) => s.steamId).sort()).toEqual([buyer.steamId, idle.steamId].sort());

    // Requests in flight on API A when it gets SIGTERM: the test holds the account's row lock, so
    // each save has arrived and waits inside its transaction; every one of them must still answer.
    const release = await holdAccountLock(idle.steamId);
    const saves = Array.from({ length: 8 }, () =>
      fetch(`${apiA.baseUrl}/api/trading/accounts/${idle.steamId}/settings/csgoroll`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idle.owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ max_markup: 2 }),
      }).then(
        (response) => response.status,
        (error: unknown) => `failed: ${String(error)}`,
      ),
    );
    await until(lockWaiters, (n) => n >= 1, 20_000, 'the saves waiting on the account row');
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the last of the eight arrive meanwhile
    const exited = stopProcess(apiA.child, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await release();
    expect(await Promise.all(saves)).toEqual(Array(8).fill(200));
    expect(await exited).toBe(0);
  }, 240_000);
});

/** Holds the account's row lock in an open transaction until the answer is called. */
async function holdAccountLock(steamId: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db.transaction(async (tx) => {
    await tx.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, steamId)).for('update');
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

/** Sessions of the test's database waiting on a row lock (other test files share the server). */
async function lockWaiters(): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return result.rows[0]?.n ?? 0;
}
