import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { auditLog } from './audit.schema';
import type { AuditAction } from './write-security-event';

/** One security event of the user's own log, in the caller's transaction. */
export async function insertSecurityEvent(tx: DbOrTx, values: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(values);
}

/** Whether the user's own log holds this event from this address since then (e.g. a sign-in). */
export async function findSecurityEventFrom(
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
