import type { DbOrTx } from '../../db/database';
import { auditLog } from './audit.schema';
import type { AuditAction } from './write-security-event';

/**
 * One security event of the user's own log. Call it with the transaction of the change it records,
 * so neither exists without the other.
 */
export async function writeAudit(
  tx: DbOrTx,
  entry: { userId: string; action: AuditAction; ipAddress: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    ipAddress: entry.ipAddress,
    details: entry.details ?? {},
  });
}
