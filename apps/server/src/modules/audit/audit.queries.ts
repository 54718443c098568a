import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { auditLog } from './audit.schema';
import type { AuditAction } from './write-security-event';

/** Reads of the audit logs that other modules import as they are (decision 024): read-only. */

/** Whether the user's own log holds this event from this address since then (e.g. a sign-in). */
export async function hasSecurityEventFrom(
  db: DbOrTx,
  entry: { userId: string; action: AuditAction; ipAddress: string; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.userId, entry.userId),
        gt(auditLog.createdAt, entry.since),
        eq(auditLog.action, entry.action),
        eq(auditLog.ipAddress, entry.ipAddress),
      ),
    )
    .limit(1);
  return row !== undefined;
}
