import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { tempDir } from '../test/temp-dir';
import { freePort } from './db/free-port';

const entry = path.join(import.meta.dirname, 'main.ts');
const runner = path.join(import.meta.dirname, '..', 'run-server.mjs');
const dataDir = tempDir('start');
chmodSync(dataDir, 0o755);
const running = new Set<Started>();

// A test that failed half-way may leave a server (and its PostgreSQL) up: stop it before the folder goes.
afterAll(async () => {
  for (const server of running) {
    server.child.kill('SIGTERM');
    await server.exit;
  }
});

type Started = { child: ChildProcess; output: () => string; exit: Promise<number | null>; port: number };

/**
 * Runs the server entry as `npm start` does (from source here, so no build is needed). `throughRunner`
 * starts it through run-server.mjs as the npm scripts do, leading a process group as npm does in a terminal.
 */
async function start(env: Record<string, string> = {}, throughRunner = false): Promise<Started> {
  const port = await freePort();
  const server = [process.execPath, '--import', 'tsx', entry];
  const child = spawn(process.execPath, throughRunner ? [runner, ...server] : server.slice(1), {
    detached: throughRunner,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: dataDir,
      ADMIN_EMAIL: 'first@example.com',
      ADMIN_PASSWORD: 'first-admin-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = { child, output: () => output, exit, port };
  running.add(started);
  void exit.then(() => running.delete(started));
  return started;
}

async function untilHealthy(server: Started, ms = 45_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(server.output());
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`not healthy in time:\n${server.output()}`);
}

describe('npm start with embedded PostgreSQL', () => {
  it('starts, refuses a second server on the same data, stops cleanly and keeps its data', async () => {
    const first = await start();
    await untilHealthy(first);
    expect(first.output()).toContain('admin first@example.com created');

    const second = await start();
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server`);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    const again = await start({ LOG_LEVEL: 'info' });
    await untilHealthy(again);
    // The admin from the first run is still there, so it is not created again.
    expect(again.output()).not.toContain('created');
    again.child.kill('SIGINT');
    expect(await again.exit).toBe(0);
    expect(first.output() + again.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  it('stops server and PostgreSQL on one Ctrl-C through the runner of npm start and npm run dev', async () => {
    const server = await start({ LOG_LEVEL: 'info' }, true);
    await untilHealthy(server);
    // A terminal's Ctrl-C reaches the whole group, and npm forwards it to its child a moment later.
    process.kill(-server.child.pid!, 'SIGINT');
    await new Promise((r) => setTimeout(r, 50));
    server.child.kill('SIGINT');
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(server.output()).not.toMatch(/"level":(50|60)|second SIGINT/);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 60_000);

  it('stops with one line naming a bad variable', async () => {
    const bad = await start({ PORT: 'eighty' });
    expect(await bad.exit).toBe(1);
    expect(bad.output().trim()).toBe('Invalid configuration:\nPORT: must be a port number');
  });
});

describe('with DATABASE_URL', () => {
  it('connects to that server, migrates it and starts the job runner there', async () => {
    const { createTestDatabase } = await import('../test/test-database');
    const database = await createTestDatabase();
    const server = await start({ DATABASE_URL: database.url, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    await untilHealthy(server);
    const client = new pg.Client(database.url);
    await client.connect();
    const schemas = await client.query(
      "select 1 from information_schema.schemata where schema_name = 'pgboss'",
    );
    await client.end();
    expect(schemas.rowCount).toBe(1);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    await database.close();
  }, 60_000);

  it('four processes started at the same moment on one empty database all start, and seed it once', async () => {
    // Their start-up writes (migrations, the catalogue, the first admin, pg-boss's schema and queues)
    // run one process at a time (decision 041): creating the same pg-boss queue at once deadlocked.
    const adminUrl = inject('pgAdminUrl');
    const name = inject('templateDatabase').replace('skinpilot_template_', 'skinpilot_fresh_');
    // A DATA_DIR of their own, with no secrets yet: they generate and keep one set between them.
    const firstStartDir = tempDir('first-start');
    const admin = new pg.Client(adminUrl);
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const servers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        start({ DATABASE_URL: withDatabase(adminUrl, name), DATA_DIR: firstStartDir, LOG_LEVEL: 'info' }),
      ),
    );
    await Promise.all(servers.map((server) => untilHealthy(server, 150_000)));
    const outputs = servers.map((server) => server.output());
    expect(outputs.filter((output) => output.includes('default catalogue seeded'))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('admin first@example.com created'))).toHaveLength(1);
    // One JWT secret between them: a sign-in on the first process is good on the last.
    const signIn = await fetch(`http://127.0.0.1:${servers[0]!.port}/api/signin`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'first@example.com', password: 'first-admin-password' }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const me = await fetch(`http://127.0.0.1:${servers[3]!.port}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exit))).toEqual([0, 0, 0, 0]);
  }, 240_000);

  it('is ready once its worker renews leases, and on SIGTERM finishes the request in flight before it exits', async () => {
    const { createTestDatabase } = await import('../test/test-database');
    const database = await createTestDatabase();
    const server = await start({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    await untilHealthy(server);
    await vi.waitFor(
      async () => {
        const ready = await fetch(`http://127.0.0.1:${server.port}/api/health/ready`);
        expect(await ready.json()).toMatchObject({ status: 'ready', worker_leases: 'ok', migrations: 'ok' });
      },
      { timeout: 30_000, interval: 200 },
    );

    // A sign-up whose body is still arriving when the stop signal comes: it is in flight.
    const body = new URLSearchParams({
      username: 'drained',
      email: 'drained@example.com',
      password: 'drained-password',
    }).toString();
    const socket = net.connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Expect: 100-continue\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    // The server says 100 Continue once it has taken the request: from then on it is in flight.
    await vi.waitFor(() => expect(answer).toContain('100 Continue'), { timeout: 10_000 });
    server.child.kill('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('"msg":"shutting down"'), { timeout: 10_000 });
    socket.write(body);
    await vi.waitFor(() => expect(answer).toContain('access_token'), { timeout: 20_000 });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(await server.exit).toBe(0);
    await database.close();
  }, 90_000);
});
