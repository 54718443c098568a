import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';

/**
 * When each automation last ran for an account (`monitor`, `reversal_check`, `auto_deposit`), so the
 * intervals of the account's settings hold across workers and restarts.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    automation: text('automation').notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.automation] })],
);

/**
 * Offers Steam reported accepted for an account (state 3), with the trade behind them. The reversal
 * check asks Steam for the trade's status (IEconService/GetTradeStatus): status 12
 * (TradeProtectionRollback) means trade protection rolled it back while the offer still reads
 * accepted; an accepted offer Steam now reports in another state was rolled back too. `reversed_at`
 * makes sure that is told once.
 */
export const acceptedSteamOffers = pgTable(
  'accepted_steam_offers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    /** Steam's trade id (null for offers remembered before it was kept, or when Steam gave none). */
    tradeId: text('trade_id'),
    partnerSteamId: text('partner_steam_id').notNull(),
    itemNames: text('item_names').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.offerId] })],
);

/**
 * The last state the automation saw each offer of an account in (Steam's 1 to 11). A change is
 * told once (trade_notifications): the update from the old state to the new one happens once, and
 * an offer seen for the first time is only remembered, so its past is not told as news.
 */
export const observedSteamOffers = pgTable(
  'observed_steam_offers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    state: integer('state').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.offerId] })],
);
