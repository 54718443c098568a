import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

export const tradeKinds = ['withdrawal', 'deposit'] as const;
export const tradeStatuses = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type TradeKind = (typeof tradeKinds)[number];
export type TradeStatus = (typeof tradeStatuses)[number];

/**
 * A withdrawal or deposit a bot made on CSGORoll for one of a user's trading accounts. Written by the
 * workers; the admin console reads it for analytics and refunds. `trade_daily_figures` follows every
 * write through a database trigger (see db/migrate.ts), so the overview never scans this table.
 */
export const trades = pgTable(
  'trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Steam id of the trading account the bot traded for. */
    steamId: text('steam_id').notNull(),
    csgorollTradeId: text('csgoroll_trade_id').notNull(),
    kind: text('kind', { enum: tradeKinds }).notNull(),
    itemName: text('item_name').notNull(),
    /** Item value in CSGORoll coins. */
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    /** Markup over the reference price in percent; the dashboard buckets it (under 1.1, 3.1, 5.1, over). */
    markupPercent: numeric('markup_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    /** Credits the user paid for this trade; a refund restores them through the ledger. */
    creditsUsed: numeric('credits_used', { precision: 14, scale: 2 }).notNull().default('0'),
    status: text('status', { enum: tradeStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set once by the refund; a second refund finds it set and answers already_refunded. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    /** CSGORoll's own status as the trade moved (JOINED, PROCESSING, COMPLETED, CANCELLED...). */
    marketplaceStatus: text('marketplace_status'),
    /** The spec's Trade.item block (market name, variant, rarity, stickers, asset id, coin value, markup). */
    item: jsonb('item').$type<Record<string, unknown>>(),
    /**
     * A withdrawal's estimated profit in coins (decision 031): what the item would fetch when sold
     * again (the account's auto-deposit price, else the reference) minus what it cost.
     */
    estimatedProfit: numeric('estimated_profit', { precision: 14, scale: 2 }),
    /** A sale's realised profit in coins (sale minus the cost of the withdrawal it closed). */
    profit: numeric('profit', { precision: 14, scale: 2 }),
    /**
     * The other trade of a withdrawal and the auto-deposit sale that closed it (marketplace trade
     * id), set on both in the sale's completion; null while the withdrawal is open.
     */
    linkedTradeId: text('linked_trade_id'),
    /** Coins: the items' reference price when the trade was made (decision 030); null: no reference. */
    referenceValue: numeric('reference_value', { precision: 14, scale: 2 }),
    /** The price as a percent of that reference (price / reference x 100); null without one. */
    referencePercent: numeric('reference_percent', { precision: 12, scale: 2 }),
    /** The Steam offer that delivered the items, once accepted. */
    steamOfferId: text('steam_offer_id'),
  },
  (t) => [
    uniqueIndex('trades_csgoroll_trade_id_key').on(t.csgorollTradeId),
    // Ascending on purpose: `order by created_at desc` (nulls first) is a backward scan of these;
    // a `desc` index would be `desc nulls last` and not match it.
    index('trades_user_created_idx').on(t.userId, t.createdAt),
    index('trades_steam_created_idx').on(t.steamId, t.createdAt),
    index('trades_created_idx').on(t.createdAt),
    // The open withdrawals of an account by item, oldest first: what a completed sale closes.
    index('trades_open_withdrawals_idx')
      .on(t.steamId, t.itemName, t.createdAt)
      .where(sql`${t.kind} = 'withdrawal' and ${t.status} = 'completed' and ${t.linkedTradeId} is null`),
    check('trades_kind_valid', sql`${t.kind} in ('withdrawal', 'deposit')`),
    check('trades_status_valid', sql`${t.status} in ('pending', 'completed', 'failed', 'cancelled')`),
    check('trades_value_not_negative', sql`${t.value} >= 0`),
    check('trades_credits_used_not_negative', sql`${t.creditsUsed} >= 0`),
  ],
);

/**
 * Completed trades per UTC day, kind and markup band, kept exact by a trigger on `trades`. Sums over
 * 30 days read at most 30 x 2 x 4 rows instead of scanning the trades of a month.
 */
export const tradeDailyFigures = pgTable(
  'trade_daily_figures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: tradeKinds }).notNull(),
    markupBucket: text('markup_bucket', {
      enum: ['under_1_1', 'under_3_1', 'under_5_1', 'over_5_1'],
    }).notNull(),
    tradeCount: integer('trade_count').notNull().default(0),
    volume: numeric('volume', { precision: 18, scale: 2 }).notNull().default('0'),
    creditsUsed: numeric('credits_used', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.markupBucket] })],
);

/**
 * When each trading account last traded, kept by the same trigger as the daily figures: "accounts
 * active in the last 30 days" is an index range count here instead of a distinct over a month of
 * trades. Deleting trades does not move it back; it answers "traded recently", not "has trades".
 */
export const accountTradeRecency = pgTable(
  'account_trade_recency',
  {
    steamId: text('steam_id').primaryKey(),
    lastTradeAt: timestamp('last_trade_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_trade_recency_last_idx').on(t.lastTradeAt)],
);

export type TradeRow = typeof trades.$inferSelect;
