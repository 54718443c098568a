import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './support/chromium';
import { startProductServer } from './support/product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/** The bootstrap admin every admin-console test signs in as (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Starts the production build the way `npm start` starts it (node apps/server/dist/main.js, embedded
 * PostgreSQL) on a free port with a throwaway data directory. `npm test` builds before this runs.
 */
export default async function setup(project: TestProject) {
  chromiumPath(); // fail early, with the install hint, before starting anything
  const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('No production build found: run `npm run build` first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skinpilot-e2e-'));
  // mkdtemp makes it private; the embedded PostgreSQL runs as the postgres user and must reach DATA_DIR/pg.
  chmodSync(dataDir, 0o755);
  const server = await startProductServer(serverEntry, dataDir, {
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    // Sandbox listings become joinable after 5 s instead of live CSGORoll's 40 s: the sniping and
    // overview tests wait for a completed withdrawal, and the 40 s wait was most of the tier's time.
    SANDBOX_JOIN_WAIT_MS: '5000',
  }).catch((error: unknown) => {
    // vitest skips the teardown of a setup that failed, so the folder goes here.
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', e2eAdmin.email);
  project.provide('adminPassword', e2eAdmin.password);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
