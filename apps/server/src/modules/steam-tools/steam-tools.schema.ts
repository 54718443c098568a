import type { SteamTradeOffer } from '@skinpilot/connectors';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';

/**
 * The last trade-offer lists Steam gave for an account, so that ten open tabs read this row instead
 * of calling Steam ten times (section 4: fresh up to 30 s). `last_error` keeps the latest failed read
 * while the older lists are still served.
 */
export const tradeOfferCache = pgTable('trade_offer_cache', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
  sent: jsonb('sent').$type<SteamTradeOffer[]>().notNull(),
  received: jsonb('received').$type<SteamTradeOffer[]>().notNull(),
  /** When Steam last answered; null while only failures were recorded. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
});

/**
 * Every call this product makes to Steam for an account, counted in PostgreSQL so that all API
 * processes share one budget per account. `backoff_until` rows (kind 'backoff') record Steam's own
 * "slow down" (HTTP 429, eresult 84): no call goes out for that account until then.
 */
export const steamCalls = pgTable(
  'steam_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['call', 'backoff'] })
      .notNull()
      .default('call'),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull(),
    /** For a backoff: when Steam may be called again. */
    backoffUntil: timestamp('backoff_until', { withTimezone: true }),
  },
  (t) => [index('steam_calls_account_idx').on(t.accountId, t.kind, t.calledAt)],
);
