import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

export type CaptureScope = { userId: string; steamId: string | null; since: Date };

/**
 * A decision's outcome says what happened (decision 032). `lost` is both a join CSGORoll refused
 * because someone else took the listing (the error code is kept) and a joined withdrawal that was
 * cancelled (no error): so a join was written when the outcome is joined or won, or lost without
 * an error. Joins still in progress (`joined`) are neither won nor missed yet.
 */
const WAS_JOINED = sql.raw(`(outcome IN ('joined', 'won') OR (outcome = 'lost' AND error IS NULL))`);

const accountFilter = (scope: CaptureScope) =>
  scope.steamId === null ? sql`` : sql`AND steam_id = ${scope.steamId}`;

/**
 * The period's matched listings per UTC hour with what became of them: one pass over the
 * decisions index (user_id, decided_at and the columns read here, so PostgreSQL answers from the
 * index alone), the totals being the hours added up.
 */
export async function captureByHour(db: DbOrTx, scope: CaptureScope) {
  const result = await db.execute(sql`
    SELECT date_bin('1 hour', decided_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour,
           count(*)::int AS matched,
           count(*) FILTER (WHERE ${WAS_JOINED})::int AS joined,
           count(*) FILTER (WHERE outcome = 'won')::int AS won,
           count(*) FILTER (WHERE outcome = 'lost')::int AS lost,
           coalesce(sum(total_value) FILTER (WHERE outcome NOT IN ('won', 'joined')), 0) AS missed_value
      FROM sniping_decisions
     WHERE user_id = ${scope.userId} AND decided_at >= ${scope.since.toISOString()}::timestamptz
       ${accountFilter(scope)}
     GROUP BY 1 ORDER BY 1`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    hour: new Date(row.hour as string | Date),
    matched: Number(row.matched),
    joined: Number(row.joined),
    won: Number(row.won),
    lost: Number(row.lost),
    missedValue: Number(row.missed_value),
  }));
}

/** Frame in to join written, the median of the period's joins; null without one. */
export async function medianJoinLatency(db: DbOrTx, scope: CaptureScope): Promise<number | null> {
  const result = await db.execute(sql`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY latency_ms) AS median
      FROM sniping_decisions
     WHERE user_id = ${scope.userId} AND decided_at >= ${scope.since.toISOString()}::timestamptz
       AND latency_ms IS NOT NULL
       ${accountFilter(scope)}`);
  const median = (result.rows[0] as { median: number | string | null } | undefined)?.median ?? null;
  return median === null ? null : Number(median);
}

/**
 * Listings the filters skipped, by reason. Skips are counted per hour, so the hour the period
 * starts in counts whole.
 */
export async function skipReasonCounts(db: DbOrTx, scope: CaptureScope): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    SELECT reason, sum(count)::int AS count
      FROM sniping_skips
     WHERE user_id = ${scope.userId}
       AND hour >= date_trunc('hour', ${scope.since.toISOString()}::timestamptz, 'UTC')
       ${accountFilter(scope)}
     GROUP BY reason ORDER BY reason`);
  const counts: Record<string, number> = {};
  for (const row of result.rows as { reason: string; count: number | string }[])
    counts[row.reason] = Number(row.count);
  return counts;
}
