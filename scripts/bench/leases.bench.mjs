import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './support.mjs';

/**
 * Leases at scale (decision 027): simulated workers x sessions on a throwaway embedded PostgreSQL,
 * rows written per second and the round's times. LEASE_BENCH_WORKERS, LEASE_BENCH_SESSIONS (per
 * worker) and LEASE_BENCH_ROUNDS size it; see apps/server/src/scripts/lease-bench.ts.
 */
export function run() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/scripts/lease-bench.ts'],
      { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lease bench exited with ${code}`)),
    );
  });
}
