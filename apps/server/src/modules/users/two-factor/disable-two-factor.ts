import type { AccessTokenAnswer } from '@skinpilot/contract';
import type { Actor } from '../../../http/authenticate';
import { AppError, badRequest } from '../../../errors/app-error';
import { writeAudit } from '../../audit/write-security-event';
import { verifyPassword } from '../password-hash';
import { issueAccessToken } from '../session';
import type { Attempt } from '../../../http/attempt-limiter';
import type { UsersContext } from '../users-context';
import { findUserById, setTwoFactorEnabled } from '../users.repository';
import { removeTwoFactor } from './two-factor.repository';
import { verifySecondFactor } from './verify-second-factor';

export const badDisableDetail = 'The password or the code is not correct.';

/**
 * Needs the password and a current code (or a backup code). Every earlier token stops working;
 * the caller gets a fresh one so this session goes on.
 */
export async function disableTwoFactor(
  ctx: UsersContext,
  actor: Actor,
  input: { password: string; code: string; ip: string },
): Promise<AccessTokenAnswer> {
  const keys = { account: actor.id, address: input.ip };
  const attempt = await ctx.limiter.take('two_factor', keys);
  const user = await findUserById(ctx.db, actor.id);
  if (!user?.twoFactorEnabled)
    throw await forgiven(attempt, badRequest('Two-factor authentication is not enabled.'));
  const isPasswordRight = await verifyPassword(user.passwordHash, input.password);
  const updated = await ctx.db
    .transaction(async (tx) => {
      const isCodeRight =
        isPasswordRight &&
        (await verifySecondFactor(ctx, tx, { userId: actor.id, code: input.code, ip: input.ip }));
      if (!isCodeRight) throw new WrongCredentials();
      await removeTwoFactor(tx, actor.id);
      const row = await setTwoFactorEnabled(tx, actor.id, false);
      await writeAudit(tx, { userId: actor.id, action: 'two_factor_disabled', ipAddress: input.ip });
      return row;
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof WrongCredentials)) throw error;
      throw badRequest(badDisableDetail);
    });
  await attempt.forgive();
  if (!updated) throw new AppError('not_found', 'This account no longer exists.');
  return issueAccessToken(ctx, updated);
}

class WrongCredentials extends Error {}

async function forgiven(attempt: Attempt, error: Error): Promise<Error> {
  await attempt.forgive();
  return error;
}
