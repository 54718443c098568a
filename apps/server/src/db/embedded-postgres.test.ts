import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/temp-dir';

const loader = path.join(import.meta.dirname, 'embedded-postgres.ts');

/** Runs a tiny ES module in a fresh Node (with tsx, as the server runs from source) and returns how it ended. */
function runModule(source: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    encoding: 'utf8',
  });
}

describe('loading embedded-postgres', () => {
  it('keeps the exit code a test runner sets for failed tests', () => {
    const run = runModule(
      `import { loadEmbeddedPostgres } from ${JSON.stringify(loader)};
       await loadEmbeddedPostgres();
       process.exitCode = 3;`,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });

  it('leaves SIGTERM to our graceful shutdown instead of exiting with 143', () => {
    const run = runModule(
      `import { loadEmbeddedPostgres } from ${JSON.stringify(loader)};
       await loadEmbeddedPostgres();
       process.once('SIGTERM', () => { console.log('graceful'); process.exit(0); });
       process.kill(process.pid, 'SIGTERM');
       setTimeout(() => {}, 5000);`,
    );
    expect(run.stdout.trim()).toBe('graceful');
    expect(run.status).toBe(0);
  });

  it('stops PostgreSQL when the process dies without stopping it', async () => {
    const dataDir = tempDir('crash');
    chmodSync(dataDir, 0o755); // the cluster runs as the postgres user when we are root
    const pgDir = path.join(dataDir, 'pg');
    const run = runModule(
      `import { startEmbeddedPostgres } from ${JSON.stringify(loader)};
       await startEmbeddedPostgres({ dataDir: ${JSON.stringify(pgDir)}, password: 'test', durable: false });
       console.log('started');
       throw new Error('crash');`,
    );
    expect(run.stdout.trim()).toBe('started');
    expect(run.status).toBe(1);
    // PostgreSQL removes its pid file as the last step of shutting down.
    await expect.poll(() => existsSync(path.join(pgDir, 'postmaster.pid')), { timeout: 15_000 }).toBe(false);
  }, 60_000);
});
