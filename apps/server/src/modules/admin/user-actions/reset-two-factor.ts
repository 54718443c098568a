import type { Db } from '../../../db/database';
import { conflict } from '../../../errors/app-error';
import { turnOffTwoFactor } from '../../users/two-factor/turn-off-two-factor';
import { writeAdminAudit } from '../../audit/write-admin-audit';
import { lockTargetUser } from './target-user';

/**
 * For a user who lost both the authenticator and the backup codes: the second factor, its backup
 * codes and any half-done setup go, and every session opened with it ends (as when the user turns
 * it off). The user signs in with the password and may set up 2FA again.
 */
export async function resetTwoFactor(db: Db, adminId: string, userId: string) {
  return db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    if (!user.twoFactorEnabled) throw conflict('Two-factor sign-in is not on for this user.');
    await turnOffTwoFactor(tx, userId);
    await writeAdminAudit(tx, {
      adminId,
      action: 'user.reset_two_factor',
      targetType: 'user',
      targetId: userId,
      before: { two_factor_enabled: true },
      after: { two_factor_enabled: false },
    });
    return { message: `Two-factor sign-in is off for ${user.email}` };
  });
}
