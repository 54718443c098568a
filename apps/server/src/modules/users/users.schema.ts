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
    /** Set on every successful sign-in; the admin user list shows it as the last sign-in. */
    lastSigninAt: timestamp('last_signin_at', { withTimezone: true }),
    /**
     * Set by an admin's suspension (the Terms' ban): such a user can neither sign in nor use a
     * token issued before. The reason lives in the admin audit log.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_discord_id_key').on(t.discordId),
    // Role first, then sign-up order: a role-filtered admin page reads its 50 rows in order.
    index('users_role_signup_idx').on(t.role, t.signupDate),
    index('users_signup_date_idx').on(t.signupDate),
    index('users_license_expiry_idx').on(t.licenseExpiry),
    index('users_credits_idx').on(t.credits),
    // One trigram index over everything the admin search matches, so each search word is an
    // index condition (pg_trgm is created in db/custom-sql.ts before the migrations run).
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.username} || ' ' || ${t.email} || ' ' || coalesce(${t.discordId}, ''))) gin_trgm_ops`,
    ),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
