import type { Tx } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { lockUser, type LockedUser } from '../../users/lock-users';

/**
 * The user an admin acts on, locked for the rest of the transaction: two admins acting on one user
 * queue here, and the state the audit entry records as "before" is the state that was changed.
 */
export async function lockTargetUser(tx: Tx, userId: string): Promise<LockedUser> {
  const user = await lockUser(tx, userId);
  if (!user) throw notFound('No user with this id.');
  return user;
}
