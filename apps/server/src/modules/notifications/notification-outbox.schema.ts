import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const notificationStatuses = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** What a Discord message carries: plain text, and an optional embed with the trade's facts. */
export type DiscordMessage = {
  content: string;
  embeds?: {
    title?: string;
    description?: string;
    url?: string;
    fields?: { name: string; value: string; inline?: boolean }[];
  }[];
};

/**
 * Every Discord message the product means to send, written in the same transaction as the event it
 * tells of and drained by the worker (decision 019). A message is kept when Discord is down, when it
 * asks us to slow down, or when no bot token is configured: `pending` until it is delivered, `failed`
 * only when Discord refuses it for good (unknown channel, blocked DMs), with the reason kept.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event, e.g. `deposit.completed`; decides the channel (decision 019). */
    event: text('event').notNull(),
    /** An admin channel id, or null for a direct message. */
    channelId: text('channel_id'),
    /** The linked Discord account of the user a direct message goes to. */
    discordUserId: text('discord_user_id'),
    message: jsonb('message').$type<DiscordMessage>().notNull(),
    status: text('status', { enum: notificationStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('notification_outbox_created_idx').on(t.createdAt),
    check('notification_outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('notification_outbox_one_target', sql`(${t.channelId} is null) <> (${t.discordUserId} is null)`),
  ],
);

export type NotificationRow = typeof notificationOutbox.$inferSelect;
