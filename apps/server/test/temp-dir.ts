import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

// Registered when a test file first imports this module, so it runs after the file's own afterAll
// hooks (vitest runs them last-registered first): servers and apps are closed before their folders go.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new folder in the temp directory (`skinpilot-<name>-…`), removed after the test file. */
export function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `skinpilot-${name}-`));
  made.push(dir);
  return dir;
}
