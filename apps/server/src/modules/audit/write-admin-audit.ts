import type { DbOrTx } from '../../db/database';
import { adminAuditLog } from './audit.schema';

export type AdminAuditEntry = {
  adminId: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/** Call it with the transaction of the change it records, so neither exists without the other. */
export async function writeAdminAudit(tx: DbOrTx, entry: AdminAuditEntry): Promise<void> {
  await tx
    .insert(adminAuditLog)
    .values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
