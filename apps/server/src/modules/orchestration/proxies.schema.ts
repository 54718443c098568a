import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * The SOCKS/HTTP proxies bot connections go out through. The url carries credentials, so it is
 * stored sealed (AES-GCM under ENCRYPTION_KEY) next to a masked copy for display.
 */
export const proxies = pgTable(
  'proxies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    urlSealed: text('url_sealed').notNull(),
    urlDisplay: text('url_display').notNull(),
    maxConnections: smallint('max_connections').notNull().default(5),
    status: text('status', { enum: ['online', 'error', 'unknown'] })
      .notNull()
      .default('unknown'),
    errorCount: integer('error_count').notNull().default(0),
    lastError: text('last_error'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    exitIp: text('exit_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('proxies_max_connections_range', sql`${t.maxConnections} between 1 and 10`),
    index('proxies_created_idx').on(t.createdAt),
  ],
);

/** One marketplace connection of a trading account, pinned to the proxy it goes out through. */
export const proxyAssignments = pgTable(
  'proxy_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proxyId: uuid('proxy_id')
      .notNull()
      .references(() => proxies.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    steamId: text('steam_id'),
    rollId: text('roll_id'),
    connected: boolean('connected').notNull().default(false),
    reconnectAttempts: integer('reconnect_attempts').notNull().default(0),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proxy_assignments_proxy_idx').on(t.proxyId)],
);

/** The single HTTP rotating proxy (row id 1), used for plain HTTP fetches such as price lists. */
export const httpRotatingProxy = pgTable(
  'http_rotating_proxy',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    label: text('label').notNull().default(''),
    urlSealed: text('url_sealed'),
    urlDisplay: text('url_display'),
    status: text('status', { enum: ['online', 'error', 'unknown'] })
      .notNull()
      .default('unknown'),
    errorCount: integer('error_count').notNull().default(0),
    lastError: text('last_error'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    exitIp: text('exit_ip'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('http_rotating_proxy_single_row', sql`${t.id} = 1`)],
);

export type ProxyRow = typeof proxies.$inferSelect;
export type HttpRotatingProxyRow = typeof httpRotatingProxy.$inferSelect;
