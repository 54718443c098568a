import type { Tx } from '../../db/database';
import { lockUserRow, lockUserRowsInIdOrder } from './user-corrections.repository';
import type { UserRow } from './users.schema';

export type LockedUser = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'role' | 'licenseExpiry' | 'twoFactorEnabled' | 'suspendedAt'
> & { credits: number };

/**
 * The user locked for the rest of the caller's transaction, so that what the caller reads is what it
 * changes; undefined when there is no such user.
 */
export async function lockUser(tx: Tx, userId: string): Promise<LockedUser | undefined> {
  const row = await lockUserRow(tx, userId);
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    credits: Number(row.credits),
    licenseExpiry: row.licenseExpiry,
    twoFactorEnabled: row.twoFactorEnabled,
    suspendedAt: row.suspendedAt,
  };
}

/** Several users locked in id order (no deadlock between overlapping callers); unknown ids are left out. */
export function lockUsers(
  tx: Tx,
  userIds: string[],
): Promise<Pick<UserRow, 'id' | 'role' | 'licenseExpiry'>[]> {
  return lockUserRowsInIdOrder(tx, userIds);
}
