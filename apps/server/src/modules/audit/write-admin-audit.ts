import type { DbOrTx } from '../../db/database';
import { insertAdminAuditEntry } from './audit-entries.repository';

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
  await insertAdminAuditEntry(tx, { ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
