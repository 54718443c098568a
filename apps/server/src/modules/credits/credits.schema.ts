import { bigint, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

export const creditReasons = [
  'purchase',
  'free_trial',
  'admin_grant',
  'bot_usage',
  'refund',
  'extra_slot',
  'admin_removal',
] as const;
export type CreditReason = (typeof creditReasons)[number];

/**
 * Every change of a user's credits is one row here, written in the same transaction as the
 * balance on users.credits: the balance always equals the sum of the user's rows.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order rows were written in. created_at is the transaction's start, so overlapping changes
     * would sort out of balance_after order; the sequence is drawn at insert, after the user's row
     * lock, so one user's rows follow their balances.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    reason: text('reason', { enum: creditReasons }).notNull(),
    /** What paid for or caused the change: a purchase id, a trade id, an admin's audit reference. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_seq_idx').on(t.userId, t.seq),
    index('credit_ledger_reason_created_idx').on(t.reason, t.createdAt),
  ],
);

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
