import type { DbOrTx } from '../../db/database';
import { findAuditEntries, type AuditEntryFilter, type AuditEntryRow } from './audit-entries.repository';

export type AuditEntryRecord = Omit<AuditEntryRow, 'created_at'> & { createdAt: Date };

/**
 * One window of the whole audit trail, admin writes and security events merged newest first. The
 * log is not counted: ask for one row more than a page to learn whether another page follows.
 */
export async function listAuditEntries(
  db: DbOrTx,
  filter: AuditEntryFilter,
  page: { offset: number; limit: number },
): Promise<AuditEntryRecord[]> {
  const rows = await findAuditEntries(db, filter, page);
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: new Date(created_at) }));
}
