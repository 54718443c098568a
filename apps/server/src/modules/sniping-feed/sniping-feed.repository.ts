import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { snipingDecisions, snipingListings, snipingSkips } from './sniping-feed.schema';

export type ListingRow = typeof snipingListings.$inferInsert;
export type DecisionRow = typeof snipingDecisions.$inferInsert;
export type SkipRow = typeof snipingSkips.$inferInsert;
export type ListingOutcome = { tradeId: string; outcome: string; at: Date };

/** Rows per statement, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/** The first worker's row wins; a listing another worker already wrote is left as it is. */
export async function insertSeenListings(db: DbOrTx, rows: ListingRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insert(snipingListings)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing({ target: snipingListings.tradeId });
}

/**
 * The latest word on a decision wins by rank (matched < skipped < join outcome < won/lost), whatever
 * order the worker's flushes bring them in; latency and error are kept once known.
 */
const RANK = sql.raw(
  `ARRAY['matched','skipped_one_per_user','skipped_balance','skipped_credits','refused','captcha','joined','lost','won']::text[]`,
);

export async function upsertDecisions(db: DbOrTx, rows: DecisionRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insert(snipingDecisions)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [snipingDecisions.steamId, snipingDecisions.tradeId],
        set: {
          outcome: sql`CASE WHEN coalesce(array_position(${RANK}, excluded.outcome), 0)
            >= coalesce(array_position(${RANK}, ${snipingDecisions.outcome}), 0)
            THEN excluded.outcome ELSE ${snipingDecisions.outcome} END`,
          error: sql`coalesce(excluded.error, ${snipingDecisions.error})`,
          latencyMs: sql`coalesce(excluded.latency_ms, ${snipingDecisions.latencyMs})`,
          sessionId: sql`coalesce(${snipingDecisions.sessionId}, excluded.session_id)`,
        },
      });
}

/** Adds an hour's counts to what the other flushes (and workers) counted for it. */
export async function addSkipCounts(db: DbOrTx, rows: SkipRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insert(snipingSkips)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [snipingSkips.steamId, snipingSkips.hour, snipingSkips.reason],
        set: { count: sql`${snipingSkips.count} + excluded.count` },
      });
}

/** What the market told of listings; "joined by us" overrides, anything else only fills a blank. */
export async function markListingOutcomes(db: DbOrTx, outcomes: ListingOutcome[]) {
  for (let i = 0; i < outcomes.length; i += CHUNK) {
    const values = sql.join(
      outcomes
        .slice(i, i + CHUNK)
        .map((o) => sql`(${o.tradeId}, ${o.outcome}, ${o.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await db.execute(sql`
      UPDATE sniping_listings AS l SET outcome = v.outcome, outcome_at = v.at
      FROM (VALUES ${values}) AS v(trade_id, outcome, at)
      WHERE l.trade_id = v.trade_id AND (l.outcome IS NULL OR (v.outcome = 'joined_by_us' AND l.outcome <> 'joined_by_us'))`);
  }
}

const PRUNABLE = {
  sniping_listings: { key: sql.raw('trade_id'), time: sql.raw('seen_at') },
  sniping_decisions: { key: sql.raw('ctid'), time: sql.raw('decided_at') },
  sniping_skips: { key: sql.raw('ctid'), time: sql.raw('hour') },
} as const;
export type PrunableTable = keyof typeof PRUNABLE;

/** Deletes at most `limit` rows older than `before` (the time index finds them); answers how many. */
export async function pruneBatch(db: DbOrTx, table: PrunableTable, before: Date, limit: number) {
  const { key, time } = PRUNABLE[table];
  const name = sql.raw(table);
  const result = await db.execute(sql`
    DELETE FROM ${name} WHERE ${key} IN (
      SELECT ${key} FROM ${name} WHERE ${time} < ${before.toISOString()}::timestamptz LIMIT ${limit})`);
  return result.rowCount ?? 0;
}

export type Settlement = { steamId: string; tradeId: string; outcome: string };

/** A joined withdrawal's end (won or lost) on the account's decision, when the decision was recorded. */
export async function settleDecisions(db: DbOrTx, settled: Settlement[]) {
  for (let i = 0; i < settled.length; i += CHUNK) {
    const values = sql.join(
      settled.slice(i, i + CHUNK).map((s) => sql`(${s.steamId}, ${s.tradeId}, ${s.outcome})`),
      sql`, `,
    );
    await db.execute(sql`
      UPDATE sniping_decisions AS d SET outcome = v.outcome
      FROM (VALUES ${values}) AS v(steam_id, trade_id, outcome)
      WHERE d.steam_id = v.steam_id AND d.trade_id = v.trade_id`);
  }
}
