// A staff write's audit entry, and the writer under its one name.
export { writeAdminAudit } from './audit-entries.repository';

export type AdminAuditEntry = {
  adminId: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};
