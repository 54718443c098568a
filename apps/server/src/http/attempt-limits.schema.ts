import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Failed (or, for reset requests and account refreshes, any) attempts per bucket and key, kept in
 * PostgreSQL so every API process counts the same attempts. Keys look like `account:<email>`,
 * `address:<ip>` or, for refreshes, `account:<trading account id>`.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket', {
      enum: [
        'signin',
        'two_factor',
        'reset_request',
        'reset_confirm',
        'discount_apply',
        'account_refresh',
        'signup',
      ],
    }).notNull(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_lookup_idx').on(t.bucket, t.key, t.attemptedAt)],
);
