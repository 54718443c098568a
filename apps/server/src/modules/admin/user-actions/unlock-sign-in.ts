import type { Db } from '../../../db/database';
import { deleteAttemptsOfAccount } from '../../../http/attempt-limits.repository';
import { writeAdminAudit } from '../../audit/write-admin-audit';
import { lockTargetUser } from './target-user';

/**
 * For an owner held back by failures someone else made: every sign-in failure counted against the
 * account (from any address) is forgotten, so the next sign-in is checked at once.
 */
export async function unlockSignIn(db: Db, adminId: string, userId: string) {
  return db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const forgotten = await deleteAttemptsOfAccount(tx, 'signin', user.email);
    await writeAdminAudit(tx, {
      adminId,
      action: 'user.unlock_sign_in',
      targetType: 'user',
      targetId: userId,
      before: { counted_failures: forgotten },
      after: { counted_failures: 0 },
    });
    return {
      message:
        forgotten > 0
          ? `Sign-in is open again for ${user.email} (${forgotten} counted failures forgotten)`
          : `No sign-in failures were counted against ${user.email}`,
    };
  });
}
