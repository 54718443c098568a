import type { removeCreditsBody } from '@skinpilot/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { conflict } from '../../../errors/app-error';
import { changeCredits } from '../../credits/change-credits';
import { writeAdminAudit } from '../../audit/write-admin-audit';
import { lockTargetUser } from './target-user';

type RemoveCredits = z.output<typeof removeCreditsBody>;

/** Takes credits back (a grant made in error, abuse) with one ledger row; never below zero. */
export async function removeCredits(db: Db, adminId: string, userId: string, input: RemoveCredits) {
  return db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const balance = user.credits;
    if (input.credits > balance) {
      throw conflict(`This user has ${balance} credits; you cannot remove ${input.credits}.`);
    }
    const after = await changeCredits(tx, {
      userId,
      amount: -input.credits,
      reason: 'admin_removal',
      reference: `admin:${adminId}`,
    });
    await writeAdminAudit(tx, {
      adminId,
      action: 'user.remove_credits',
      targetType: 'user',
      targetId: userId,
      before: { credits: balance },
      after: { credits: after.balance, removed: input.credits, reason: input.reason },
    });
    return { message: `Removed ${input.credits} credits`, credits: after.balance };
  });
}
