import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * One bot instance per trading account and run. The orchestrator writes `state`; the API only asks
 * for a stop by setting `stop_requested_at`, which the orchestrator acts on.
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
  ],
);

export type BotSessionRow = typeof botSessions.$inferSelect;
