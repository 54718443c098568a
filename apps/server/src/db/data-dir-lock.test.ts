import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a data directory a live process holds', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skinpilot-lock-'));
    writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skinpilot-lock-'));
    writeFileSync(path.join(dir, 'server.pid'), '999999999');
    const release = lockDataDir(dir);
    release();
    lockDataDir(dir)();
  });
});
