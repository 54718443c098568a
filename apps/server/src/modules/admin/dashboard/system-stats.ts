import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';

const DAY_MS = 86_400_000;

/**
 * Table totals use the planner's row estimates (pg_class.reltuples): exact counts of millions of
 * trades and activities would take seconds, and a statistics card does not need the last row.
 */
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
      greatest((select reltuples from pg_class where oid = 'trades'::regclass), 0)::bigint as trades,
      greatest((select reltuples from pg_class where oid = 'activities'::regclass), 0)::bigint as activities,
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
