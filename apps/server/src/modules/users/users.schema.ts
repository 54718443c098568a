import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'premium', 'depositor', 'free_trial', 'user'] })
      .notNull()
      .default('user'),
    avatarUrl: text('avatar_url'),
    discordId: text('discord_id'),
    /** Only the credits module writes this, always with a ledger row in the same transaction. */
    credits: numeric('credits', { precision: 14, scale: 2 }).notNull().default('0'),
    licenseExpiry: timestamp('license_expiry', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Bumped on password change, reset and 2FA disable: every earlier token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_discord_id_key').on(t.discordId),
    index('users_role_idx').on(t.role),
    index('users_signup_date_idx').on(t.signupDate),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
