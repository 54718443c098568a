import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';

/**
 * When an account last acknowledged Steam's trade-protection notice (since July 2025 Steam sends
 * no offer before it): acknowledged once before the first send, again when Steam asks again.
 */
export const steamTradeProtection = pgTable('steam_trade_protection', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
});
