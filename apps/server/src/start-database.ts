import path from 'node:path';
import type { Config } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/database';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import type { Secrets } from './secrets';

export type RunningDatabase = Database & { url: string; shutdown: () => Promise<void> };

/**
 * Connects to DATABASE_URL, or runs the embedded PostgreSQL in DATA_DIR/pg, then applies the
 * committed migrations. `shutdown` closes the pool and stops what this process started.
 */
export async function startDatabase(
  config: Config,
  secrets: Secrets,
  log: (message: string) => void,
): Promise<RunningDatabase> {
  if (config.DATABASE_URL) {
    const database = openDatabase(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
    await runMigrations(database);
    return { ...database, url: config.DATABASE_URL, shutdown: () => database.close() };
  }
  const unlock = lockDataDir(config.DATA_DIR);
  try {
    const cluster = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      password: secrets.embeddedPostgresPassword,
      port: config.EMBEDDED_PG_PORT || undefined,
    });
    await ensureDatabase(cluster.url('postgres'), 'skinpilot');
    const url = cluster.url('skinpilot');
    const database = openDatabase(url, config.DATABASE_POOL_SIZE);
    await runMigrations(database);
    log(`embedded PostgreSQL running for ${config.DATA_DIR}`);
    return {
      ...database,
      url,
      shutdown: async () => {
        await database.close();
        await cluster.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = openDatabase(adminUrl, 1);
  try {
    const found = await admin.pool.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.pool.query(`create database "${name}"`);
  } finally {
    await admin.close();
  }
}
