import type { Tx } from '../../../db/database';
import { deleteSecondFactor } from '../user-corrections.repository';

/**
 * Staff's reset for a user who lost both the authenticator and the backup codes: the same end state
 * as the user turning 2FA off, without the password and code (the caller checked who asks).
 */
export function resetSecondFactor(tx: Tx, userId: string): Promise<void> {
  return deleteSecondFactor(tx, userId);
}
