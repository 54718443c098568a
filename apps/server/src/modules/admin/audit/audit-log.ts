import type { AuditEntry, auditLogQuery } from '@skinpilot/contract';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/database';
import { users } from '../../users/users.schema';

type AuditLogFilters = z.output<typeof auditLogQuery>;

type Row = {
  id: string;
  source: 'admin' | 'security';
  created_at: Date | string;
  action: string;
  actor_id: string | null;
  target_type: string;
  target_id: string;
  ip_address: string | null;
  before: unknown;
  after: unknown;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user named by id or e-mail; undefined when nobody matches (the answer is then empty). */
async function userIdOf(db: DbOrTx, who: string): Promise<string | undefined> {
  if (UUID.test(who)) return who.toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, who.trim().toLowerCase()))
    .limit(1);
  return row?.id;
}

const allOf = (parts: (SQL | undefined)[]) => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

/**
 * One page of the audit log: admin writes (admin_audit_log) and security events of users' own
 * accounts (audit_log) merged newest first. Each side is read in index order and cut at the end of
 * the requested page before the merge, so a page costs the same however long the log grows; the
 * log is not counted, `has_more` says whether another page follows.
 */
export async function listAuditLog(db: DbOrTx, filters: AuditLogFilters) {
  const offset = (filters.page - 1) * filters.limit;
  const empty = { entries: [], page: filters.page, per_page: filters.limit, has_more: false };
  const actorId = filters.actor ? await userIdOf(db, filters.actor) : undefined;
  if (filters.actor && !actorId) return empty;
  const targetId = filters.target_user ? await userIdOf(db, filters.target_user) : undefined;
  if (filters.target_user && !targetId) return empty;

  const window = offset + filters.limit + 1;
  const from = filters.from ? new Date(filters.from) : undefined;
  const to = filters.to ? new Date(filters.to) : undefined;
  const timeOf = (column: SQL) => [
    from ? sql`${column} >= ${from}` : undefined,
    to ? sql`${column} < ${to}` : undefined,
  ];

  const adminWhere = allOf([
    actorId ? sql`a.admin_id = ${actorId}` : undefined,
    targetId ? sql`a.target_type = 'user' and a.target_id = ${targetId}` : undefined,
    filters.action ? sql`a.action = ${filters.action}` : undefined,
    ...timeOf(sql`a.created_at`),
  ]);
  // A security event is the user's own doing on the user's own account: actor and target are one.
  const securityWhere = allOf([
    actorId ? sql`s.user_id = ${actorId}` : undefined,
    targetId ? sql`s.user_id = ${targetId}` : undefined,
    filters.action ? sql`s.action = ${filters.action}` : undefined,
    ...timeOf(sql`s.created_at`),
  ]);

  // "nulls last" as the indexes are built (Drizzle's desc()): a plain "desc" means nulls first and
  // the planner would not read the index in order.
  const { rows } = await db.execute<Row>(sql`
    select * from (
      (select a.id::text as id, 'admin' as source, a.created_at, a.action, a.admin_id::text as actor_id,
              a.target_type, a.target_id, null::text as ip_address, a.before, a.after
         from admin_audit_log a where ${adminWhere}
         order by a.created_at desc nulls last, a.id desc nulls last limit ${window})
      union all
      (select s.id::text, 'security', s.created_at, s.action, s.user_id::text,
              'user', coalesce(s.user_id::text, ''), s.ip_address, null::jsonb, s.details
         from audit_log s where ${securityWhere}
         order by s.created_at desc nulls last, s.id desc nulls last limit ${window})
    ) merged
    order by created_at desc, id desc
    offset ${offset} limit ${filters.limit + 1}`);

  const page = rows.slice(0, filters.limit);
  const emails = await emailsOf(db, page);
  const entries: AuditEntry[] = page.map((row) => ({
    id: row.id,
    source: row.source,
    created_at: new Date(row.created_at).toISOString(),
    action: row.action,
    actor_id: row.actor_id,
    actor_email: row.actor_id ? (emails.get(row.actor_id) ?? null) : null,
    target_type: row.target_type,
    target_id: row.target_id,
    target_email: row.target_type === 'user' ? (emails.get(row.target_id) ?? null) : null,
    ip_address: row.ip_address,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  return { entries, page: filters.page, per_page: filters.limit, has_more: rows.length > filters.limit };
}

/** The e-mails of every actor and target user on the page, in one query. */
async function emailsOf(db: DbOrTx, rows: Row[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.actor_id) ids.add(row.actor_id);
    if (row.target_type === 'user' && UUID.test(row.target_id)) ids.add(row.target_id);
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(found.map((u) => [u.id, u.email]));
}
