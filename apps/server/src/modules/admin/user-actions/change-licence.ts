import type { licenceChangeBody } from '@skinpilot/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { conflict } from '../../../errors/app-error';
import { reconcileStandingOf } from '../../trading-accounts/account-standing';
import { setLicenceExpiry } from '../../users/set-licence-expiry';
import { writeAdminAudit } from '../../audit/write-admin-audit';
import { lockTargetUser } from './target-user';

type LicenceChange = z.output<typeof licenceChangeBody>;
const DAY_MS = 86_400_000;

/**
 * Revoke ends the licence now (the expiry moves to this instant, so history still shows there was
 * one); shorten takes days off its end but never ends it (that is what revoke is for). The trading
 * accounts' standing follows in the same transaction.
 */
export async function changeLicence(
  db: Db,
  adminId: string,
  userId: string,
  change: LicenceChange,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const expiry = user.licenseExpiry;
    if (!expiry || expiry <= now) throw conflict('This user has no running licence.');
    const next = change.action === 'revoke' ? now : new Date(expiry.getTime() - change.days * DAY_MS);
    if (change.action === 'shorten' && next <= now) {
      throw conflict(
        `The licence has less than ${change.days} days left; revoke it instead of shortening it.`,
      );
    }
    await setLicenceExpiry(tx, userId, next);
    await reconcileStandingOf(tx, userId, now);
    await writeAdminAudit(tx, {
      adminId,
      action: change.action === 'revoke' ? 'user.revoke_license' : 'user.shorten_license',
      targetType: 'user',
      targetId: userId,
      before: { license_expiry: expiry.toISOString() },
      after: {
        license_expiry: next.toISOString(),
        ...(change.action === 'shorten' ? { days: change.days } : {}),
        reason: change.reason,
      },
    });
    return {
      message:
        change.action === 'revoke'
          ? 'Licence revoked'
          : `Licence shortened by ${change.days} ${change.days === 1 ? 'day' : 'days'}`,
      license_expiry: next.toISOString(),
    };
  });
}
