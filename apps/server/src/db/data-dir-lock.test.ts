import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { tempDir } from '../../test/temp-dir';

describe('lockDataDir', () => {
  it('refuses a data directory a live process holds', () => {
    const dir = tempDir('lock');
    writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir('lock');
    writeFileSync(path.join(dir, 'server.pid'), '999999999');
    const release = lockDataDir(dir);
    release();
    lockDataDir(dir)();
  });
});
