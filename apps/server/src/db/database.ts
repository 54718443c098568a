import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either so that services can compose writes atomically. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// numeric and bigint come back as strings by default; timestamps are parsed by Drizzle per column.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  let closing: Promise<void> | undefined;
  // Idempotent: shutdown paths and tests may both close the same pool.
  return { db, pool, close: () => (closing ??= pool.end()) };
}
