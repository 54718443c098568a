import type { SignInAnswer } from '@skinpilot/contract';
import { forbidden, unauthorized } from '../../errors/app-error';
import { signToken } from './access-tokens';
import { assertHuman } from './captcha-check';
import { hashPassword, verifyPassword } from './password-hash';
import { issueAccessToken } from './session';
import { verifySecondFactor } from './two-factor/verify-second-factor';
import type { UsersContext } from './users-context';
import { findUserByEmail, recordSignIn } from './users.repository';
import { writeAudit } from '../audit/write-security-event';
import { hasSignedInFrom, isCaptchaOn, recordSignInFailure } from './sign-in-limits';

/** One sentence for a wrong email, password or code, so the answer never tells which was wrong. */
export const badCredentialsDetail = 'Incorrect email, password or two-factor code.';

export type SignInInput = {
  email: string;
  password: string;
  code?: string;
  captchaToken: string;
  ip: string;
};

export const suspendedDetail = 'This account is suspended. Contact support if you think this is a mistake.';

let dummyHash: Promise<string> | undefined;

/**
 * Failures count per account and address (five, then that address waits out the window for that
 * account), per account from everywhere (fifty) and per address across accounts (a hundred); the
 * last two are soft ceilings (decision 025): past them a growing delay, waived when a captcha is
 * configured (each attempt passed a human check) or the address signed in to the account before.
 * So strangers cannot lock the owner out. Sign-ins, failures and locks go to the audit log.
 */
export async function signIn(ctx: UsersContext, input: SignInInput): Promise<SignInAnswer> {
  await assertHuman(ctx, input.captchaToken, 'signin', input.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const keys = {
    account: input.email,
    address: input.ip,
    pair: { account: input.email, address: input.ip },
  };
  const waiveCeilings =
    isCaptchaOn(ctx) || (user !== undefined && (await hasSignedInFrom(ctx.db, user.id, input.ip, ctx.now())));
  // Counted before the check, so parallel guesses queue for the budget; a success gives it back.
  const attempt = await ctx.limiter.take('signin', keys, { waiveCeilings });

  // An unknown email costs the same hash as a known one, so timing does not reveal accounts.
  dummyHash ??= hashPassword('not-a-real-password');
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !isPasswordRight) {
    if (user) await recordSignInFailure(ctx, user.id, input.ip, attempt.reachedLimit, 'password');
    throw unauthorized(badCredentialsDetail);
  }
  // Told only after the right password, so the answer reveals nothing to someone guessing; the right
  // password is no guess, so its attempt is given back.
  if (user.suspendedAt) {
    await attempt.forgive();
    throw forbidden(suspendedDetail);
  }

  if (user.twoFactorEnabled) {
    if (!input.code) {
      await attempt.forgive();
      const tempToken = await signToken(
        ctx.tokenKey,
        'two_factor_pending',
        { userId: user.id, version: user.tokenVersion },
        ctx.now(),
      );
      return { requires_2fa: true, temp_token: tempToken };
    }
    const code = input.code;
    const isCodeRight = await ctx.db.transaction((tx) =>
      verifySecondFactor(ctx, tx, { userId: user.id, code, ip: input.ip }),
    );
    if (!isCodeRight) {
      await recordSignInFailure(ctx, user.id, input.ip, attempt.reachedLimit, 'two_factor_code');
      throw unauthorized(badCredentialsDetail);
    }
  }

  await attempt.forgive();
  await ctx.limiter.clearPair('signin', input.email, input.ip);
  await ctx.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id, ctx.now());
    await writeAudit(tx, { userId: user.id, action: 'signed_in', ipAddress: input.ip });
  });
  return issueAccessToken(ctx, user);
}
