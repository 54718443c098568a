import { and, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { snipingDecisions as d } from './sniping-feed.schema';

/**
 * The fleet's decisions of a period per worker process and bot session: counts and every join's
 * latency, so the admin module can add sessions up by provider and region (which orchestration
 * knows) and take medians over the merged latencies. A `lost` without an error is a joined
 * withdrawal that was cancelled (decision 032), so it counts as joined.
 */
export async function captureBySession(db: DbOrTx, since: Date) {
  const joined = sql`(${d.outcome} IN ('joined', 'won') OR (${d.outcome} = 'lost' AND ${d.error} IS NULL))`;
  const sent = sql`(${joined} OR ${d.outcome} IN ('refused', 'captcha') OR (${d.outcome} = 'lost' AND ${d.error} IS NOT NULL))`;
  return db
    .select({
      workerId: d.workerId,
      sessionId: d.sessionId,
      matched: sql<number>`count(*)::int`,
      attempted: sql<number>`(count(*) FILTER (WHERE ${sent}))::int`,
      joined: sql<number>`(count(*) FILTER (WHERE ${joined}))::int`,
      won: sql<number>`(count(*) FILTER (WHERE ${d.outcome} = 'won'))::int`,
      latencies: sql<
        number[]
      >`coalesce(array_agg(${d.latencyMs}) FILTER (WHERE ${d.latencyMs} IS NOT NULL), '{}')`,
    })
    .from(d)
    .where(and(gte(d.decidedAt, since)))
    .groupBy(d.workerId, d.sessionId);
}
