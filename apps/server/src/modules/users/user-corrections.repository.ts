import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { backupCodes, twoFactor, twoFactorSetups } from './security.schema';
import { users, type UserRow } from './users.schema';

/** The changes staff make to a user's record; each is keyed by that user's id. */

export async function lockUserRow(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Row locks in id order, so two callers over overlapping users queue instead of deadlocking. */
export function lockUserRowsInIdOrder(tx: DbOrTx, ids: string[]) {
  return tx
    .select({ id: users.id, role: users.role, licenseExpiry: users.licenseExpiry })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');
}

export async function updateLicenceExpiry(tx: DbOrTx, id: string, expiry: Date): Promise<void> {
  await tx.update(users).set({ licenseExpiry: expiry }).where(eq(users.id, id));
}

export async function updateRole(tx: DbOrTx, id: string, role: UserRow['role']): Promise<void> {
  await tx.update(users).set({ role }).where(eq(users.id, id));
}

/** Suspension also revokes every token issued so far. */
export async function updateSuspendedAt(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedAt: at, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function clearSuspendedAt(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, id));
}

/**
 * The second factor, its backup codes and any half-done setup go; the flag goes off and every token
 * issued so far stops working (as when the user turns it off).
 */
export async function deleteSecondFactor(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(backupCodes).where(eq(backupCodes.userId, id));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, id));
  await tx.delete(twoFactorSetups).where(eq(twoFactorSetups.userId, id));
  await tx
    .update(users)
    .set({ twoFactorEnabled: false, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}
