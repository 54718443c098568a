import type { SignInAnswer } from '@skinpilot/contract';
import { forbidden, unauthorized } from '../../errors/app-error';
import { signToken } from './access-tokens';
import { assertHuman } from './captcha-check';
import { hashPassword, verifyPassword } from './password-hash';
import { issueAccessToken } from './session';
import { verifySecondFactor } from './two-factor/verify-second-factor';
import type { UsersContext } from './users-context';
import { findUserByEmail, recordSignIn } from './users.repository';

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

export async function signIn(ctx: UsersContext, input: SignInInput): Promise<SignInAnswer> {
  await assertHuman(ctx, input.captchaToken, 'signin', input.ip);
  const keys = { account: input.email, address: input.ip };
  // Counted before the check, so parallel guesses queue for the budget; a success gives it back.
  const attempt = await ctx.limiter.take('signin', keys);

  const user = await findUserByEmail(ctx.db, input.email);
  // An unknown email costs the same hash as a known one, so timing does not reveal accounts.
  dummyHash ??= hashPassword('not-a-real-password');
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !isPasswordRight) throw unauthorized(badCredentialsDetail);
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
    if (!isCodeRight) throw unauthorized(badCredentialsDetail);
  }

  await attempt.forgive();
  await ctx.limiter.clearAccount('signin', input.email);
  await recordSignIn(ctx.db, user.id, ctx.now());
  return issueAccessToken(ctx, user);
}
