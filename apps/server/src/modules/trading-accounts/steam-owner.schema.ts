import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tradingAccounts } from './trading-accounts.schema';

/**
 * Who holds each account's Steam client (decision 038): one process per account logs in, keeps the
 * session and renews the refresh token; the others use the web session it publishes (sealed, the
 * account secret `steam_web_session`). The owner renews all its rows in one statement every few
 * seconds; a row whose `expires_at` passed is free to take, so a dead owner's accounts move within
 * one lease time (15 s). `logon_id` is the owner's logonID for the account (distinct per process).
 */
export const steamSessionOwners = pgTable('steam_session_owners', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
  owner: text('owner').notNull(),
  logonId: integer('logon_id').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Steam's log-in rate limit (eresult 84 after roughly 10-15 log-ins) as a budget shared by every
 * process (decision 038): one row per address Steam sees our log-ins come from, `proxy:<host:port>`
 * for each proxy and `host:<name>` for this machine. `log_ins` counts the window that started at
 * `window_started_at`; `backoff_until` holds every log-in through it back after Steam's refusal,
 * doubling with each refusal in a row (`strikes`).
 */
export const steamLoginBudgets = pgTable('steam_login_budgets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  logIns: integer('log_ins').notNull().default(0),
  backoffUntil: timestamp('backoff_until', { withTimezone: true }),
  strikes: integer('strikes').notNull().default(0),
});
