import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every CSGORoll listing a worker saw, once (decision 032): the first worker's insert wins, the
 * others' do nothing (ON CONFLICT on the trade id). `items` keeps the engine's listing items, so a
 * back-test replays the very listing the live matchers judged. Pruned after the retention.
 */
export const snipingListings = pgTable(
  'sniping_listings',
  {
    tradeId: text('trade_id').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    canJoinAfter: timestamp('can_join_after', { withTimezone: true }),
    suspectedTraderCanJoinAfter: timestamp('suspected_trader_can_join_after', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The first item's market hash name, rarity, exterior and float (the whole bundle is in items). */
    marketName: text('market_name').notNull(),
    rarity: text('rarity'),
    exterior: text('exterior'),
    paintWear: doublePrecision('paint_wear'),
    /** Coins before markup (sum of the items' base values), the markup and the coins asked. */
    value: doublePrecision('value').notNull(),
    markupPercent: doublePrecision('markup_percent').notNull(),
    totalValue: doublePrecision('total_value').notNull(),
    /** The items' reference price in coins when the worker saw it (decision 030), null when unknown. */
    reference: doublePrecision('reference'),
    items: jsonb('items').notNull(),
    /** What became of it when the market told: joined_by_us, joined_by_other, expired, cancelled. */
    outcome: text('outcome'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    seenBy: text('seen_by').notNull(),
  },
  (t) => [index('sniping_listings_seen_at_idx').on(t.seenAt)],
);

/**
 * One account's decision on a listing its filters matched (decision 032): matched, then the join's
 * outcome (joined, refused with the error, captcha), then won or lost; or skipped for balance,
 * credits or one-per-user. Listings the filters skipped are only counted (snipingSkips).
 */
export const snipingDecisions = pgTable(
  'sniping_decisions',
  {
    steamId: text('steam_id').notNull(),
    tradeId: text('trade_id').notNull(),
    userId: uuid('user_id').notNull(),
    sessionId: uuid('session_id'),
    workerId: text('worker_id').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    totalValue: doublePrecision('total_value').notNull(),
    outcome: text('outcome').notNull(),
    error: text('error'),
    /** Frame in to join written, milliseconds (joins only). */
    latencyMs: integer('latency_ms'),
  },
  (t) => [
    primaryKey({ columns: [t.steamId, t.tradeId] }),
    // The capture figures read only these columns: PostgreSQL answers them from the index alone.
    index('sniping_decisions_user_decided_idx').on(
      t.userId,
      t.decidedAt,
      t.steamId,
      t.outcome,
      t.totalValue,
      t.latencyMs,
      t.error,
    ),
    index('sniping_decisions_decided_idx').on(t.decidedAt),
  ],
);

/** Listings an account's filters skipped, counted by reason per hour (listings × accounts would not fit). */
export const snipingSkips = pgTable(
  'sniping_skips',
  {
    steamId: text('steam_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.steamId, t.hour, t.reason] }),
    index('sniping_skips_user_hour_idx').on(t.userId, t.hour),
    index('sniping_skips_hour_idx').on(t.hour),
  ],
);
