import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnectors } from '@skinpilot/connectors';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, trader } from '../../../test/trading';
import { botSessions } from '../../modules/orchestration/bots.schema';

// The test's own sandbox market only connects the accounts; each worker process starts its own, as
// `npm start` does (a cookie is a user in any sandbox market).
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
const serverDir = path.resolve(import.meta.dirname, '..', '..', '..');
const children: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(children.map((child) => stopProcess(child, 'SIGTERM')));
  await connectors.close();
});

/** `ROLES=worker` processes of the product on the test's database, as production runs them. */
function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLES: 'worker',
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'skinpilot-worker-')),
      JWT_SECRET: testSecrets.jwtSecret,
      ENCRYPTION_KEY: testSecrets.encryptionKey.toString('hex'),
      SANDBOX_LISTING_INTERVAL_MS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('sniping worker started')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) during start:\n${output}`)));
  });
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
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

describe('two worker processes', () => {
  it('share the sessions through their leases, and a killed one’s sessions move within 30 s', async () => {
    const steamIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const owner = await trader(app, db, 'premium', { credits: 100 });
      const roll = await addRoll(app, owner.token, {
        auth_method: 'cookie',
        cookie: `proc-${i}-${Date.now()}`,
      });
      const steamId = roll.json().account.steam_id as string;
      const saved = await callAs(
        app,
        owner.token,
        'POST',
        `/api/trading/accounts/${steamId}/settings/csgoroll`,
        {
          sniping_enabled: true,
          min_value: 10_000,
          max_value: 10_000,
          max_markup: 1,
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      steamIds.push(steamId);
    }

    const first = await startWorkerProcess();
    const running = await until(openSessions, (rows) => rows.length === 2, 60_000, 'both sessions running');
    expect(running.every((s) => heldBy(first.pid!)(s.leaseOwner))).toBe(true);
    const second = await startWorkerProcess();

    // The second process finds every session leased and runs none of them while the first lives.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect((await openSessions()).every((s) => heldBy(first.pid!)(s.leaseOwner))).toBe(true);

    await stopProcess(first, 'SIGKILL');
    const moved = await until(
      openSessions,
      (rows) => rows.length === 2 && rows.every((s) => heldBy(second.pid!)(s.leaseOwner)),
      30_000,
      "the killed worker's sessions running on the other worker",
    );
    expect(moved.map((s) => s.id).sort()).toEqual(running.map((s) => s.id).sort());
    expect(moved.map((s) => s.steamId).sort()).toEqual([...steamIds].sort());
  }, 120_000);
});
