import type { bulkActionBody } from '@skinpilot/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/database';
import { conflict, notFound } from '../../../errors/app-error';
import { changeCredits } from '../../credits/change-credits';
import { reconcileStandingOf } from '../../trading-accounts/account-standing';
import { grantLicence } from '../../users/grant-licence';
import { lockUsers } from '../../users/lock-users';
import { writeAdminAudit } from '../../audit/write-admin-audit';

type BulkAction = z.output<typeof bulkActionBody>;
type LockedUser = Awaited<ReturnType<typeof lockUsers>>[number];

/**
 * Runs one bulk action in one transaction: every selected user changes, or none does. Each user
 * gets one audit entry with the state before and after; credits go through the ledger.
 */
export async function runBulkAction(db: Db, adminId: string, action: BulkAction, now: Date) {
  const ids = [...new Set(action.user_ids)];
  if (action.action === 'change_role' && action.new_role !== 'admin' && ids.includes(adminId)) {
    throw conflict('You cannot take the admin role from yourself.');
  }
  const affected = await db.transaction(async (tx) => {
    // Row locks in id order, so two bulk actions over overlapping users queue instead of deadlocking.
    const locked = await lockUsers(tx, ids);
    if (locked.length !== ids.length) throw notFound('Some of the selected users no longer exist.');
    for (const user of locked) await applyTo(tx, adminId, user, action, now);
    return locked.length;
  });
  return { message: messageOf(action, affected), affected };
}

async function applyTo(tx: Tx, adminId: string, user: LockedUser, action: BulkAction, now: Date) {
  const audit = { adminId, targetType: 'user', targetId: user.id };
  switch (action.action) {
    case 'extend_license': {
      // Days are added to what is left; a lapsed or missing licence starts from now.
      const granted = await grantLicence(tx, user.id, { days: action.days }, now);
      const expiry = granted.after.licenseExpiry!;
      await writeAdminAudit(tx, {
        ...audit,
        action: 'user.extend_license',
        before: { license_expiry: user.licenseExpiry?.toISOString() ?? null },
        after: { license_expiry: expiry.toISOString(), days: action.days },
      });
      return;
    }
    case 'add_credits': {
      const { balance } = await changeCredits(tx, {
        userId: user.id,
        amount: action.credits,
        reason: 'admin_grant',
        reference: `admin:${adminId}`,
      });
      await writeAdminAudit(tx, {
        ...audit,
        action: 'user.add_credits',
        before: { credits: Math.round((balance - action.credits) * 100) / 100 },
        after: { credits: balance, added: action.credits },
      });
      return;
    }
    case 'change_role': {
      await grantLicence(tx, user.id, { role: action.new_role }, now);
      // Limits come with the role: accounts beyond a lower role's limit need payment at once, and a
      // higher role frees the ones that were waiting.
      await reconcileStandingOf(tx, user.id, now);
      await writeAdminAudit(tx, {
        ...audit,
        action: 'user.change_role',
        before: { role: user.role },
        after: { role: action.new_role },
      });
      return;
    }
  }
}

function messageOf(action: BulkAction, affected: number): string {
  const who = `${affected} ${affected === 1 ? 'user' : 'users'}`;
  switch (action.action) {
    case 'extend_license':
      return `Extended the licence of ${who} by ${action.days} ${action.days === 1 ? 'day' : 'days'}`;
    case 'add_credits':
      return `Added ${action.credits} credits to ${who}`;
    case 'change_role':
      return `Changed the role of ${who} to ${action.new_role}`;
  }
}
