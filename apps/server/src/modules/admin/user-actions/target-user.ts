import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { users, type UserRow } from '../../users/users.schema';

/**
 * The user an admin acts on, locked for the rest of the transaction: two admins acting on one user
 * queue here, and the state the audit entry records as "before" is the state that was changed.
 */
export async function lockTargetUser(tx: Tx, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound('No user with this id.');
  return row;
}
