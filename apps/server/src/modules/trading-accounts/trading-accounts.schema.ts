import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { walletCountries, walletCurrencies } from '@skinpilot/contract';
import { users } from '../users/users.schema';

/**
 * One trading account per Steam id. It may carry a Steam connection (steam_connected_at set), a
 * CSGORoll connection (csgoroll_connected_at set) or both: a CSGORoll profile names its Steam id,
 * so both platforms of one person meet on one row. A Steam id belongs to one user only, so nobody
 * can attach to or observe another user's bot.
 */
export const tradingAccounts = pgTable(
  'trading_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    steamId: text('steam_id').notNull(),
    label: text('label'),
    status: text('status', { enum: ['active', 'suspended_payment_required'] })
      .notNull()
      .default('active'),
    snipingEnabled: boolean('sniping_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),

    steamConnectedAt: timestamp('steam_connected_at', { withTimezone: true }),
    steamUsername: text('steam_username'),
    steamAvatarUrl: text('steam_avatar_url'),
    steamLevel: integer('steam_level'),
    steamSessionValid: boolean('steam_session_valid').notNull().default(false),
    steamTradeUrl: text('steam_trade_url'),
    steamLastLogin: timestamp('steam_last_login', { withTimezone: true }),
    steamInventoryUpdatedAt: timestamp('steam_inventory_updated_at', { withTimezone: true }),
    steamAccessTokenExpiresAt: timestamp('steam_access_token_expires_at', { withTimezone: true }),
    steamCommunityBanned: boolean('steam_community_banned').notNull().default(false),
    /**
     * Steam log-ins for this account wait until then: its proxy's (or this host's) log-in budget is
     * spent, or Steam answered eresult 84 (decision 038). Null when log-ins may go ahead.
     */
    steamLoginPausedUntil: timestamp('steam_login_paused_until', { withTimezone: true }),
    walletCurrency: text('wallet_currency', { enum: walletCurrencies }),
    walletCountry: text('wallet_country', { enum: walletCountries }),
    /** The proxy with its password masked; the full address is sealed in account_secrets. */
    proxyDisplay: text('proxy_display'),
    /** HMAC of the normalised proxy address: keeps each proxy to one Steam account without storing it. */
    proxyFingerprint: text('proxy_fingerprint'),
    proxyStatus: text('proxy_status', { enum: ['valid', 'invalid', 'checking', 'unknown', 'not_applied'] })
      .notNull()
      .default('unknown'),
    proxyCurrentIp: text('proxy_current_ip'),

    csgorollConnectedAt: timestamp('csgoroll_connected_at', { withTimezone: true }),
    csgorollUserId: text('csgoroll_user_id'),
    csgorollUsername: text('csgoroll_username'),
    csgorollAvatar: text('csgoroll_avatar'),
    csgorollLevel: integer('csgoroll_level'),
    csgorollCookieValid: boolean('csgoroll_cookie_valid').notNull().default(false),
    csgorollAuthMethod: text('csgoroll_auth_method', { enum: ['cookie', 'credentials'] }),
    csgorollMainBalance: numeric('csgoroll_main_balance', { precision: 14, scale: 2 }),
    csgorollWallets: jsonb('csgoroll_wallets').$type<{ name: string; amount: number }[]>(),
    csgorollLastChecked: timestamp('csgoroll_last_checked', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trading_accounts_steam_id_key').on(t.steamId),
    index('trading_accounts_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('trading_accounts_proxy_key').on(t.proxyFingerprint),
    // The orchestrator's round (every 3 s) reads only the accounts with sniping on: a few percent of
    // the table, found here instead of by a scan of every account.
    index('trading_accounts_sniping_idx')
      .on(t.userId)
      .where(sql`${t.snipingEnabled}`),
    check('trading_accounts_status_valid', sql`${t.status} in ('active', 'suspended_payment_required')`),
  ],
);
export type TradingAccountRow = typeof tradingAccounts.$inferSelect;

export const accountSecretNames = [
  'steam_password',
  'steam_shared_secret',
  'steam_identity_secret',
  'steam_refresh_token',
  'steam_proxy',
  'steam_web_api_key',
  /** The Steam session owner's web session (cookies, access token) as JSON, for the other processes. */
  'steam_web_session',
  'csgoroll_cookie',
  'csgoroll_email',
  'csgoroll_password',
] as const;
export type AccountSecretName = (typeof accountSecretNames)[number];

/**
 * Credentials sealed with AES-256-GCM. `key_id` names the key that sealed each value, so keys can
 * be rotated value by value. Never selected by any read that answers a caller.
 */
export const accountSecrets = pgTable(
  'account_secrets',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    name: text('name', { enum: accountSecretNames }).notNull(),
    keyId: text('key_id').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.name] })],
);

/** Stored as given after the bounds check; read back merged over the defaults of new fields. */
export const accountSettings = pgTable('account_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
  csgoroll: jsonb('csgoroll').$type<Record<string, unknown>>(),
  steam: jsonb('steam').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The HTTP request that saved them last: the session they start or change logs it (issue 32). */
  requestId: text('request_id'),
});
