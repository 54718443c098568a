import type { Db } from '../../db/database';
import { disabledCaptcha } from '../../integrations/captcha/captcha';
import type { AttemptKeyKind } from '../../http/attempt-limiter';
import { hasSecurityEventFrom } from '../audit/audit.queries';
import { writeAudit } from '../audit/write-security-event';
import type { UsersContext } from './users-context';

/** An address the account signed in from within this many days skips the soft ceilings. */
const KNOWN_ADDRESS_DAYS = 30;

/** A configured captcha checks every sign-in, so it stands in for the soft ceilings' delay. */
export const isCaptchaOn = (ctx: UsersContext) => ctx.providers.captcha !== disabledCaptcha;

export function hasSignedInFrom(db: Db, userId: string, ipAddress: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  return hasSecurityEventFrom(db, { userId, action: 'signed_in', ipAddress, since });
}

/**
 * A wrong password or code for a real account, in its audit log; the failure that used up a budget
 * is written as the lock too (once per lock, not once per refused attempt, so an attacker cannot
 * fill the log).
 */
export async function recordSignInFailure(
  ctx: UsersContext,
  userId: string,
  ipAddress: string,
  reachedLimit: AttemptKeyKind[],
  wrong: 'password' | 'two_factor_code',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await writeAudit(tx, { userId, action: 'sign_in_failed', ipAddress, details: { wrong } });
    if (reachedLimit.length > 0)
      await writeAudit(tx, {
        userId,
        action: 'sign_in_locked',
        ipAddress,
        details: { budgets: reachedLimit },
      });
  });
}
