import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * One bot instance per trading account and run. The orchestrator inserts and stops sessions; a
 * worker process holds a session through its lease: `lease_owner` names the worker, and the lease
 * lasts while that worker's row in `worker_heartbeats` does (decision 027), so a dead worker's
 * sessions are all free again once its heartbeat runs out. `lease_expires_at` is no longer written. The API only asks for a stop (`stop_requested_at`); the worker holding it ends it.
 * At most one session per account is not terminated (the partial unique index).
 */
export const botSessions = pgTable(
  'bot_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    steamId: text('steam_id').notNull(),
    provider: text('provider').notNull(),
    region: text('region'),
    instanceId: text('instance_id'),
    publicIp: text('public_ip'),
    state: text('state', { enum: ['provisioning', 'running', 'stopping', 'terminated'] })
      .notNull()
      .default('provisioning'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    stopRequestedAt: timestamp('stop_requested_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    /** The worker process that runs the session (`host:pid:random`), while its lease lasts. */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Why the session stopped or is stopping, in words the user and the admin read. */
    stopReason: text('stop_reason'),
    /** Who stopped it: `admin`, `rules` (licence, credits, sniping off) or `failure`. */
    stoppedBy: text('stopped_by'),
    /** The HTTP request that caused the session's start or stop: its worker's lines name it (issue 32). */
    requestId: text('request_id'),
    /** Failures in a row (log-ins, sockets); reset by a healthy heartbeat. */
    failureCount: integer('failure_count').notNull().default(0),
    /** What the session did so far: listings seen, joins, skips, last join; for the admin. */
    live: jsonb('live').$type<Record<string, unknown>>(),
  },
  (t) => [
    check(
      'bot_sessions_state_valid',
      sql`${t.state} in ('provisioning', 'running', 'stopping', 'terminated')`,
    ),
    index('bot_sessions_state_started_idx').on(t.state, t.startedAt.desc()),
    index('bot_sessions_provider_idx').on(t.provider, t.state),
    index('bot_sessions_user_steam_idx').on(t.userId, t.steamId, t.startedAt.desc()),
    index('bot_sessions_steam_idx').on(t.steamId),
    uniqueIndex('bot_sessions_instance_key').on(t.instanceId),
    uniqueIndex('bot_sessions_one_open_per_account')
      .on(t.steamId)
      .where(sql`${t.state} <> 'terminated'`),
    index('bot_sessions_lease_idx').on(t.state, t.leaseExpiresAt),
    index('bot_sessions_lease_owner_idx')
      .on(t.leaseOwner)
      .where(sql`${t.state} <> 'terminated'`),
  ],
);

/**
 * One row per worker process, renewed every round (decision 027): the worker's sessions are leased
 * while `expires_at` is ahead. One row write per worker per round instead of one per session.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type BotSessionRow = typeof botSessions.$inferSelect;
