import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/**
 * Figures read on each scrape. Each is one grouped query over an indexed column; the tables are
 * other modules' (orchestration, notifications) and pg-boss's, read here only to count them.
 */
export async function countSessionsByStateAndProvider(db: DbOrTx) {
  const result = await db.execute<{ state: string; provider: string; n: number }>(
    sql`select state, provider, count(*)::int as n from bot_sessions where state <> 'terminated' group by 1, 2`,
  );
  return result.rows;
}

export async function countOutboxByStatus(db: DbOrTx) {
  const result = await db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from notification_outbox where status in ('pending', 'failed') group by 1`,
  );
  return result.rows;
}

/** pg-boss's jobs by queue and state (its schema exists once a job runner started). */
export async function countJobsByQueueAndState(db: DbOrTx) {
  const exists = await db.execute<{ present: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  if (!exists.rows[0]?.present) return [];
  const result = await db.execute<{ name: string; state: string; n: number }>(
    sql`select name, state::text as state, count(*)::int as n from pgboss.job
        where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
  );
  return result.rows;
}
