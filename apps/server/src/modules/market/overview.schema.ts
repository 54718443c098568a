import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { users } from '../users/users.schema';

/**
 * The latest inventory of one trading account: its CSGORoll inventory, its listings and protected
 * withdrawals, and its Steam inventory, already in the item shape the overview answers
 * (trading-dashboard.md section 3), so `GET /inventory` joins stored text instead of rebuilding
 * thousands of objects. One row per account, replaced by each refresh.
 */
export const inventorySnapshots = pgTable(
  'inventory_snapshots',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    steamId: text('steam_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    inventory: jsonb('inventory').$type<unknown[]>().notNull(),
    listings: jsonb('listings').$type<unknown[]>().notNull(),
    protectedWithdrawals: jsonb('protected_withdrawals').$type<unknown[]>().notNull(),
    /** Coins; marketplace-source items at 0.66 of their value (section 9). */
    skinsValue: numeric('skins_value', { precision: 16, scale: 2 }).notNull(),
    /** Coins held in protected withdrawals. */
    protectedBalance: numeric('protected_balance', { precision: 16, scale: 2 }).notNull(),
    itemCount: integer('item_count').notNull(),
    tradableCount: integer('tradable_count').notNull(),
    /** What could not be read this time (a platform down, a session expired); null when all was read. */
    problem: text('problem'),
  },
  (t) => [index('inventory_snapshots_user_idx').on(t.userId)],
);
export type InventorySnapshotRow = typeof inventorySnapshots.$inferSelect;

/** One account's share of a wealth point. */
export type AccountWealth = {
  steam_id: string;
  available_balance: number;
  skins_value: number;
  protected_balance: number;
};

/** A user's wealth at one moment, written by the wealth job; the chart reads a period of these. */
export const wealthPoints = pgTable(
  'wealth_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    totalWealth: numeric('total_wealth', { precision: 16, scale: 2 }).notNull(),
    skinsValue: numeric('skins_value', { precision: 16, scale: 2 }).notNull(),
    availableBalance: numeric('available_balance', { precision: 16, scale: 2 }).notNull(),
    protectedBalance: numeric('protected_balance', { precision: 16, scale: 2 }).notNull(),
    accountsData: jsonb('accounts_data').$type<AccountWealth[]>().notNull(),
  },
  (t) => [index('wealth_points_user_taken_idx').on(t.userId, t.takenAt)],
);
export type WealthPointRow = typeof wealthPoints.$inferSelect;
