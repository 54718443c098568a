import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * What happened on a user's accounts, in words a user reads ("Sniped AK-47 | Redline"): written by
 * workers and services, shown as the latest activities on the dashboards.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    steamId: text('steam_id'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_created_idx').on(t.createdAt),
    index('activities_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
