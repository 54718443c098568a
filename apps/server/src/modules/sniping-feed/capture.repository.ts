import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

export type CaptureScope = { userId: string; steamId: string | null; since: Date };

export type CaptureTotals = {
  matched: number;
  joined: number;
  won: number;
  lost: number;
  medianLatencyMs: number | null;
  missedValue: number;
};

/**
 * A decision's outcome says what happened (decision 032). `lost` is both a join CSGORoll refused
 * because someone else took the listing (the error code is kept) and a joined withdrawal that was
 * cancelled (no error): so a join was written when the outcome is joined or won, or lost without
 * an error. Joins still in progress (`joined`) are neither won nor missed yet.
 */
const WAS_JOINED = sql.raw(`(outcome IN ('joined', 'won') OR (outcome = 'lost' AND error IS NULL))`);

const accountFilter = (scope: CaptureScope) =>
  scope.steamId === null ? sql`` : sql`AND steam_id = ${scope.steamId}`;

/** The period's totals over the caller's matched listings (the user_id, decided_at index). */
export async function captureTotals(db: DbOrTx, scope: CaptureScope): Promise<CaptureTotals> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS matched,
           count(*) FILTER (WHERE ${WAS_JOINED})::int AS joined,
           count(*) FILTER (WHERE outcome = 'won')::int AS won,
           count(*) FILTER (WHERE outcome = 'lost')::int AS lost,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY latency_ms) AS median_latency_ms,
           coalesce(sum(total_value) FILTER (WHERE outcome NOT IN ('won', 'joined')), 0) AS missed_value
      FROM sniping_decisions
     WHERE user_id = ${scope.userId} AND decided_at >= ${scope.since.toISOString()}::timestamptz
       ${accountFilter(scope)}`);
  const row = result.rows[0] as Record<string, unknown>;
  return {
    matched: Number(row.matched),
    joined: Number(row.joined),
    won: Number(row.won),
    lost: Number(row.lost),
    medianLatencyMs: row.median_latency_ms === null ? null : Number(row.median_latency_ms),
    missedValue: Number(row.missed_value),
  };
}

/** Matched and won per UTC hour, oldest first. */
export async function captureByHour(db: DbOrTx, scope: CaptureScope) {
  const result = await db.execute(sql`
    SELECT date_trunc('hour', decided_at, 'UTC') AS hour,
           count(*)::int AS matched,
           count(*) FILTER (WHERE outcome = 'won')::int AS won
      FROM sniping_decisions
     WHERE user_id = ${scope.userId} AND decided_at >= ${scope.since.toISOString()}::timestamptz
       ${accountFilter(scope)}
     GROUP BY 1 ORDER BY 1`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    hour: new Date(row.hour as string | Date),
    matched: Number(row.matched),
    won: Number(row.won),
  }));
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
