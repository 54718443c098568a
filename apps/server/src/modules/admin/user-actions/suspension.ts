import type { Db } from '../../../db/database';
import { conflict } from '../../../errors/app-error';
import { liftSuspension, markSuspended } from '../../users/suspend-user';
import { writeAdminAudit } from '../../audit/write-admin-audit';
import { lockTargetUser } from './target-user';

/**
 * The Terms' ban: the user can no longer sign in (sign-in.ts) and every token issued before stops
 * working at once (the token version moves on, and resolveActor refuses a suspended user).
 */
export async function suspendUser(db: Db, adminId: string, userId: string, reason: string, now: Date) {
  if (userId === adminId) throw conflict('You cannot suspend yourself.');
  return db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    if (user.suspendedAt) throw conflict('This user is already suspended.');
    await markSuspended(tx, userId, now);
    await writeAdminAudit(tx, {
      adminId,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      before: { suspended_at: null },
      after: { suspended_at: now.toISOString(), reason },
    });
    return { message: `${user.email} is suspended` };
  });
}

export async function unsuspendUser(db: Db, adminId: string, userId: string) {
  return db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    if (!user.suspendedAt) throw conflict('This user is not suspended.');
    await liftSuspension(tx, userId);
    await writeAdminAudit(tx, {
      adminId,
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: userId,
      before: { suspended_at: user.suspendedAt.toISOString() },
      after: { suspended_at: null },
    });
    return { message: `${user.email} may sign in again` };
  });
}
