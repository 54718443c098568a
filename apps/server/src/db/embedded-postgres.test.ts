import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
