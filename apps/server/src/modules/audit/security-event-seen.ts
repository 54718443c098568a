import type { DbOrTx } from '../../db/database';
import { findSecurityEventFrom } from './security-events.repository';
import type { AuditAction } from './write-security-event';

/** Whether the user's own log holds this event from this address since then (e.g. a sign-in). */
export function hasSecurityEventFrom(
  db: DbOrTx,
  entry: { userId: string; action: AuditAction; ipAddress: string; since: Date },
): Promise<boolean> {
  return findSecurityEventFrom(db, entry);
}
