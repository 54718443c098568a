import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * One purchase of extra slots of one type: charged monthly from credits. `period_end` is the end
 * date of the paid month and the next billing date while active. ended = cancelled and past its
 * end date (kept for the history, no longer shown).
 */
export const extraSlotCycles = pgTable(
  'extra_slot_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { enum: ['steam', 'csgoroll', 'sniping'] }).notNull(),
    quantity: integer('quantity').notNull(),
    monthlyCost: numeric('monthly_cost', { precision: 14, scale: 2 }).notNull(),
    status: text('status', { enum: ['active', 'cancelled', 'suspended', 'ended'] })
      .notNull()
      .default('active'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('extra_slot_cycles_user_idx').on(t.userId, t.accountType, t.status),
    index('extra_slot_cycles_due_idx').on(t.status, t.periodEnd),
    check('extra_slot_cycles_quantity_positive', sql`${t.quantity} > 0`),
    check('extra_slot_cycles_cost_not_negative', sql`${t.monthlyCost} >= 0`),
    check(
      'extra_slot_cycles_status_valid',
      sql`${t.status} in ('active', 'cancelled', 'suspended', 'ended')`,
    ),
  ],
);
export type ExtraSlotCycleRow = typeof extraSlotCycles.$inferSelect;
