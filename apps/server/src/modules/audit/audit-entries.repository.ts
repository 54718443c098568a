import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { adminAuditLog } from './audit.schema';
import type { AdminAuditEntry } from './write-admin-audit';

/**
 * One staff write of the admin audit log. Call it with the transaction of the change it records, so
 * neither exists without the other.
 */
export async function writeAdminAudit(tx: DbOrTx, entry: AdminAuditEntry): Promise<void> {
  await tx
    .insert(adminAuditLog)
    .values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

export type AuditEntryRow = {
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

export type AuditEntryFilter = {
  actorId?: string;
  targetUserId?: string;
  action?: string;
  from?: Date;
  to?: Date;
};

const allOf = (parts: (SQL | undefined)[]) => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

/**
 * Admin writes (admin_audit_log) and security events (audit_log) merged newest first, `limit` rows
 * from `offset`. Each side is read in index order and cut at the end of the requested window before
 * the merge, so a page costs the same however long the log grows.
 */
export async function findAuditEntries(
  db: DbOrTx,
  filter: AuditEntryFilter,
  page: { offset: number; limit: number },
): Promise<AuditEntryRow[]> {
  const { actorId, targetUserId, action, from, to } = filter;
  const window = page.offset + page.limit;
  const timeOf = (column: SQL) => [
    from ? sql`${column} >= ${from}` : undefined,
    to ? sql`${column} < ${to}` : undefined,
  ];

  const adminWhere = allOf([
    actorId ? sql`a.admin_id = ${actorId}` : undefined,
    targetUserId ? sql`a.target_type = 'user' and a.target_id = ${targetUserId}` : undefined,
    action ? sql`a.action = ${action}` : undefined,
    ...timeOf(sql`a.created_at`),
  ]);
  // A security event is the user's own doing on the user's own account: actor and target are one.
  const securityWhere = allOf([
    actorId ? sql`s.user_id = ${actorId}` : undefined,
    targetUserId ? sql`s.user_id = ${targetUserId}` : undefined,
    action ? sql`s.action = ${action}` : undefined,
    ...timeOf(sql`s.created_at`),
  ]);

  // "nulls last" as the indexes are built (Drizzle's desc()): a plain "desc" means nulls first and
  // the planner would not read the index in order.
  const { rows } = await db.execute<AuditEntryRow>(sql`
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
    offset ${page.offset} limit ${page.limit}`);
  return rows;
}
