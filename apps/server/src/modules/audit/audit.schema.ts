import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * Every admin write: who, what, on which record, the state before and after. Insert-only: no API
 * route updates or deletes these rows.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The id breaks ties of one transaction's rows (they share created_at), so pages never overlap.
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    // The audit log screen filters by actor or action and reads newest first.
    index('admin_audit_log_admin_created_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    index('admin_audit_log_action_created_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A user's own security events (sign-up, sign-out, resets, 2FA, Discord links), with the address they
 * came from, each added in the same transaction as the change it records. Kept apart from staff
 * writes: different columns (an address, no before/after) and a different reader (the user's own
 * history); the admin's Audit Log tab reads both.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    ipAddress: text('ip_address'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    // The admin audit log screen reads newest first, filtered by action or not at all.
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
);
