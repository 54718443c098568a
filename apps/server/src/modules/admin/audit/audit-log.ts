import type { AuditEntry, auditLogQuery } from '@skinpilot/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/database';
import { listAuditEntries, type AuditEntryRecord } from '../../audit/list-audit-entries';
import { userEmailsOf, userIdOfEmail } from '../../users/users.queries';

type AuditLogFilters = z.output<typeof auditLogQuery>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user named by id or e-mail; undefined when nobody matches (the answer is then empty). */
async function userIdOf(db: DbOrTx, who: string): Promise<string | undefined> {
  if (UUID.test(who)) return who.toLowerCase();
  return userIdOfEmail(db, who);
}

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

  const rows = await listAuditEntries(
    db,
    {
      actorId,
      targetUserId: targetId,
      action: filters.action,
      from: filters.from ? new Date(filters.from) : undefined,
      to: filters.to ? new Date(filters.to) : undefined,
    },
    // One row more than the page tells whether another page follows.
    { offset, limit: filters.limit + 1 },
  );

  const page = rows.slice(0, filters.limit);
  const emails = await userEmailsOf(db, namedUsersOf(page));
  const entries: AuditEntry[] = page.map((row) => ({
    id: row.id,
    source: row.source,
    created_at: row.createdAt.toISOString(),
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

/** Every actor and target user on the page, so their e-mails come in one query. */
function namedUsersOf(rows: AuditEntryRecord[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.actor_id) ids.add(row.actor_id);
    if (row.target_type === 'user' && UUID.test(row.target_id)) ids.add(row.target_id);
  }
  return [...ids];
}
