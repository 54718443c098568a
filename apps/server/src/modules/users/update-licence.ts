import type { Tx } from '../../db/database';
import { updateLicenceExpiry, updateRole } from './user-corrections.repository';
import type { UserRow } from './users.schema';

/** Sets when the user's licence ends; the caller holds the user's lock and writes the audit entry. */
export function setLicenceExpiry(tx: Tx, userId: string, expiry: Date): Promise<void> {
  return updateLicenceExpiry(tx, userId, expiry);
}

/** Sets the user's role (the licence kind); the caller reconciles what the role's limits allow. */
export function setRole(tx: Tx, userId: string, role: UserRow['role']): Promise<void> {
  return updateRole(tx, userId, role);
}
