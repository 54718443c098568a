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
