import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users, type UserRow } from './users.schema';

/** The changes staff make to a user's record; each is keyed by that user's id. */

export async function lockUserRow(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return row;
}

/**
 * Several users locked in id order, so two callers over overlapping users queue instead of
 * deadlocking; unknown ids are left out.
 */
export function lockUsers(tx: DbOrTx, ids: string[]) {
  return tx
    .select({ id: users.id, role: users.role, licenseExpiry: users.licenseExpiry })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('no key update');
}

/**
 * The Terms' ban: the user can no longer sign in (sign-in.ts) and every token issued before stops
 * working at once (the token version moves on, and resolveActor refuses a suspended user).
 */
export async function markSuspended(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedAt: at, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function liftSuspension(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, id));
}
