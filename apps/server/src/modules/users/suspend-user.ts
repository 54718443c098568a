import type { Tx } from '../../db/database';
import { clearSuspendedAt, updateSuspendedAt } from './user-corrections.repository';

/**
 * The Terms' ban: the user can no longer sign in (sign-in.ts) and every token issued before stops
 * working at once (the token version moves on, and resolveActor refuses a suspended user).
 */
export function markSuspended(tx: Tx, userId: string, at: Date): Promise<void> {
  return updateSuspendedAt(tx, userId, at);
}

export function liftSuspension(tx: Tx, userId: string): Promise<void> {
  return clearSuspendedAt(tx, userId);
}
