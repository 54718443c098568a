import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { countTables, dumpDatabase, PgToolError, restoreDatabase } from './db/pg-tools';
import { resolveSecrets } from './secrets';

/**
 * `npm run db:backup` and `npm run db:restore FILE` (decision 026): the machine's pg_dump and
 * pg_restore against DATABASE_URL, or against the embedded PostgreSQL in DATA_DIR/pg. A backup
 * of the embedded database works while the server runs (it reads the running cluster's port); a
 * restore needs the server stopped, since it replaces what the server reads.
 */

const EMBEDDED_DATABASE = 'skinpilot';

type Target = { url: string; release: () => Promise<void>; embedded?: { adminUrl: string } };

/** The running server's cluster: its port is the 4th line of postmaster.pid. */
function runningClusterUrl(config: Config, password: string): string {
  const pidFile = path.join(config.DATA_DIR, 'pg', 'postmaster.pid');
  const port = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[3]) : 0;
  if (!port)
    throw new PgToolError(`The server owns ${config.DATA_DIR}, but its PostgreSQL is not running yet.`);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

async function openTarget(config: Config, purpose: 'backup' | 'restore'): Promise<Target> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, release: async () => undefined };
  const password = resolveSecrets(config).embeddedPostgresPassword;
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    if (purpose === 'restore') {
      throw new PgToolError(
        `${error.message.replace('Stop it first, or set', 'Stop it before a restore, or set')}`,
      );
    }
    return { url: runningClusterUrl(config, password), release: async () => undefined };
  }
  try {
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, 'pg'), password });
    return {
      url: cluster.url(EMBEDDED_DATABASE),
      embedded: { adminUrl: cluster.url('postgres') },
      release: async () => {
        await cluster.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Writes the dump to FILE (default DATA_DIR/backups/skinpilot-<UTC time>.dump); returns its path and size. */
export async function backupDatabase(
  config: Config,
  file?: string,
): Promise<{ file: string; bytes: number }> {
  const target = path.resolve(
    file ?? path.join(config.DATA_DIR, 'backups', `skinpilot-${stamp(new Date())}.dump`),
  );
  if (existsSync(target)) throw new PgToolError(`${target} exists already; choose another file.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const source = await openTarget(config, 'backup');
  // Written aside and renamed at the end: a failed backup never leaves a file that looks whole.
  const partial = `${target}.partial`;
  try {
    await dumpDatabase(source.url, partial);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
    await source.release();
  }
  return { file: target, bytes: statSync(target).size };
}

/**
 * Restores FILE into an empty database. With `replace`, what the database holds goes first: the
 * embedded database is dropped and made again; on DATABASE_URL the dump's objects are dropped.
 */
export async function restoreDatabaseFrom(config: Config, file: string, replace: boolean): Promise<void> {
  const dump = path.resolve(file);
  if (!existsSync(dump)) throw new PgToolError(`${dump} does not exist.`);
  const target = await openTarget(config, 'restore');
  try {
    if (target.embedded) {
      const admin = openDatabase(target.embedded.adminUrl, 1);
      try {
        const found = await admin.pool.query('select 1 from pg_database where datname = $1', [
          EMBEDDED_DATABASE,
        ]);
        if (found.rowCount && !replace && (await countTables(target.url)) > 0) refuseNonEmpty();
        if (found.rowCount) await admin.pool.query(`drop database "${EMBEDDED_DATABASE}" with (force)`);
        await admin.pool.query(`create database "${EMBEDDED_DATABASE}"`);
      } finally {
        await admin.close();
      }
      await restoreDatabase(target.url, dump, false);
      return;
    }
    const tables = await countTables(target.url);
    if (tables > 0 && !replace) refuseNonEmpty();
    await restoreDatabase(target.url, dump, tables > 0);
  } finally {
    await target.release();
  }
}

function refuseNonEmpty(): never {
  throw new PgToolError(
    'The database already holds tables, and a restore would replace them. Run it again with --replace ' +
      '(npm run db:restore -- FILE --replace) to drop what is there first (back it up before, with npm run db:backup), or restore into an empty database.',
  );
}
