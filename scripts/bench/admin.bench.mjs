import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentiles, repoRoot, startProcess } from './support.mjs';

const CALLS = 60;
const WARM_UP = 5;
const admin = { email: 'bench.admin@example.com', password: 'bench-admin-password' };
const secrets = {
  JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdef',
  ENCRYPTION_KEY: '0'.repeat(64),
  CAPTCHA_PROVIDER: 'disabled',
};

/** `npm run seed:large` into the given data dir (or BENCH_DATABASE_URL), as its own process. */
function seed(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/scripts/seed-large.ts'],
      { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

async function timed(label, request) {
  for (let i = 0; i < WARM_UP; i++) await request();
  const samples = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const res = await request();
    samples.push(performance.now() - started);
    if (!res.ok) throw new Error(`${label} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }
  const { median, p95 } = percentiles(samples);
  console.log(
    `${label.padEnd(44)} median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`,
  );
}

/**
 * The admin console on the large data set (100k users, 300k accounts, 2M trades, 5M activities,
 * 50k purchases; BENCH_SCALE shrinks it): the dashboard overview, a multi-word user search, a
 * filtered user page and the revenue chart, each called one after another, median and p95.
 * BENCH_DATABASE_URL reuses an already seeded database instead of seeding a fresh embedded one.
 */
export async function run() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skinpilot-admin-bench-'));
  chmodSync(dataDir, 0o755);
  const env = {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SANDBOX: 'true',
    // The console's API as production runs it, apart from the workers (README, Production): the
    // worker's rounds over 300,000 accounts would otherwise share this process and its pool.
    ROLES: 'api',
    LOG_LEVEL: 'warn',
    SEED_SCALE: process.env.BENCH_SCALE ?? '1',
    ...secrets,
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  await seed(env);
  const server = await startProcess(path.join(repoRoot, 'apps/server/dist/main.js'), {
    env: { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  try {
    const signIn = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: admin.email, password: admin.password, recaptcha_token: '' }),
    });
    const { access_token: token } = await signIn.json();
    const headers = { authorization: `Bearer ${token}` };
    const post = (url, body) =>
      fetch(server.url + url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const get = (url) => fetch(server.url + url, { headers });

    await timed('GET /admin/dashboard/overview', () => get('/api/admin/dashboard/overview'));
    await timed('POST /admin/users/search "trader 4217 example"', () =>
      post('/api/admin/users/search', {
        filters: { email_contains: 'trader 4217 example' },
        page: 1,
        limit: 50,
      }),
    );
    await timed('POST /admin/users/search premium active, page 3', () =>
      post('/api/admin/users/search', {
        filters: { role: 'premium', license_status: 'active', credits_min: 100, discord_connected: true },
        page: 3,
        limit: 50,
      }),
    );
    await timed('POST /admin/users/search (no filter, page 200)', () =>
      post('/api/admin/users/search', { page: 200, limit: 50 }),
    );
    await timed('GET /admin/dashboard/charts/revenue?period=1y', () =>
      get('/api/admin/dashboard/charts/revenue?period=1y'),
    );
    await timed('GET /admin/dashboard/charts/revenue?period=30d', () =>
      get('/api/admin/dashboard/charts/revenue?period=30d'),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
