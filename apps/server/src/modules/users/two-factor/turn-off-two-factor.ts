import type { Tx } from '../../../db/database';
import { setTwoFactorEnabled } from '../users.repository';
import { removeTwoFactor } from './two-factor.repository';

/**
 * Staff resetting a user's two-factor sign-in: the secret, backup codes and any pending setup go,
 * and every token issued so far stops working (setTwoFactorEnabled revokes them).
 */
export async function turnOffTwoFactor(tx: Tx, userId: string): Promise<void> {
  await removeTwoFactor(tx, userId);
  await setTwoFactorEnabled(tx, userId, false);
}
