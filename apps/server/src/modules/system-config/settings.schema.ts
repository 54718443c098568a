import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per setting the admin console can change at run time. Values are jsonb so each area
 * can keep a typed object (limits per role, prices per slot type) under one key; the settings
 * service validates every value against its schema and falls back to the default.
 */
export const systemConfig = pgTable('system_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
