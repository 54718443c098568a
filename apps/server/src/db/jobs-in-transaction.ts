import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from './database';

/**
 * pg-boss's statements run on the caller's transaction (its `db` send option), so a job is queued
 * exactly when the fact that asks for it commits: a rolled-back insert queues nothing, and a
 * committed one never lacks its job, whatever happens to the process right after.
 */
export function jobsIn(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // pg-boss writes $1..$n placeholders; each becomes one of drizzle's parameters in place.
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) =>
          i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
        );
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
