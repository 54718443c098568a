import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './support.mjs';

/**
 * Live events (issue 25, decision 028): commit -> event at a connected client p50/p99, 1,000 open
 * streams on one API process (memory per stream, fan-out of one event) and the transactions run
 * while events fan out. LIVE_BENCH_STREAMS and LIVE_BENCH_EVENTS size it; see
 * apps/server/src/scripts/live-events-bench.ts.
 */
export function run() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
        'apps/server/src/scripts/live-events-bench.ts',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`live events bench exited with ${code}`)),
    );
  });
}
