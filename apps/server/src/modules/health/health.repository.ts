import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/** The cheapest round trip that proves a connection can be had and answers. */
export async function selectOne(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations drizzle has recorded as applied (0 before the first migration ran). */
export async function countAppliedMigrations(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ applied: number }>(
    sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
        else (select count(*)::int from drizzle.__drizzle_migrations) end as applied`,
  );
  return Number(result.rows[0]?.applied ?? 0);
}
