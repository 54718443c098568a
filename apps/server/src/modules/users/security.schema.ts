import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** A reset token is kept only as its SHA-256; the mail holds the only copy of the token itself. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** The enabled second factor: the TOTP secret sealed with ENCRYPTION_KEY, and the last time step used. */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  /** A code is accepted only for a later time step than this one, so none works twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A setup that is not yet confirmed with a code; promoted to two_factor by /2fa/enable. */
export const twoFactorSetups = pgTable('two_factor_setups', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  backupCodeHashes: jsonb('backup_code_hashes').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('backup_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * A one-use code the SPA puts in the Discord login navigation instead of its access token (which
 * would stay in the browser history). Kept only as its SHA-256; it lives about a minute and is
 * deleted by the login that uses it.
 */
export const discordLinkCodes = pgTable(
  'discord_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('discord_link_codes_expires_idx').on(t.expiresAt)],
);
