import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterMigrationsSql, beforeMigrationsSql } from './custom-sql';
import type { Database } from './database';

/** Any constant shared by every process of the product: only one of them migrates at a time. */
const MIGRATION_LOCK = 727_001;

/**
 * The committed SQL migrations. From source they sit two folders up; the bundled server in
 * dist/ finds them one folder up. Both resolve to apps/server/drizzle.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'dist'
    ? path.join(here, '..', 'drizzle')
    : path.join(here, '..', '..', 'drizzle');
}

/**
 * Migrates under the advisory lock, on the one connection that holds it: a second connection from
 * the pool would wait forever when the pool has room for one.
 */
export async function runMigrations({ pool }: Database): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    for (const statement of beforeMigrationsSql) await lock.query(statement);
    await migrate(drizzle(lock), { migrationsFolder: migrationsFolder() });
    for (const statement of afterMigrationsSql) await lock.query(statement);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/** How many migrations this build carries (the journal's entries): readiness compares it with the applied ones. */
export function migrationCount(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
