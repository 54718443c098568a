import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';

const DAY_MS = 86_400_000;

/**
 * Below this heap size a table is counted exactly: a count(*) over 16 MB (some 100,000 trade rows)
 * takes tens of milliseconds. Above it the planner's row estimate (pg_class.reltuples, refreshed by
 * autovacuum's analyse) is used: exact counts of millions of rows would take seconds, and there the
 * estimate is within a few percent. The size is read live, so a new install never shows 0.
 */
const EXACT_COUNT_MAX_BYTES = 16 * 1024 * 1024;

/** Exact when small or never analysed (reltuples is -1 then), the estimate when large. */
const tableTotal = (table: 'trades' | 'activities') => sql`(
  select case
    when pg_relation_size(c.oid) < ${EXACT_COUNT_MAX_BYTES} or c.reltuples < 0
      then (select count(*) from ${sql.identifier(table)})
    else c.reltuples::bigint
  end
  from pg_class c where c.oid = ${table}::regclass)`;

export async function systemStats(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const { rows } = await db.execute<{
    users: number;
    accounts: number;
    trades: number;
    activities: number;
    trades_24h: number;
    failed_24h: number;
    activities_24h: number;
    signups_24h: number;
  }>(sql`
    select
      (select count(*) from users)::int as users,
      (select count(*) from trading_accounts)::int as accounts,
      ${tableTotal('trades')}::int as trades,
      ${tableTotal('activities')}::int as activities,
      (select count(*) from trades where created_at >= ${since})::int as trades_24h,
      (select count(*) from trades where created_at >= ${since} and status = 'failed')::int as failed_24h,
      (select count(*) from activities where created_at >= ${since})::int as activities_24h,
      (select count(*) from users where signup_date >= ${since})::int as signups_24h`);
  const row = rows[0]!;
  return {
    database_stats: {
      total_users: row.users,
      total_accounts: row.accounts,
      total_trades: row.trades,
      total_activities: row.activities,
    },
    recent_activity_24h: {
      trades: row.trades_24h,
      failed_trades: row.failed_24h,
      activities: row.activities_24h,
      signups: row.signups_24h,
      error_rate: row.trades_24h === 0 ? 0 : Math.round((row.failed_24h / row.trades_24h) * 10_000) / 10_000,
    },
  };
}
