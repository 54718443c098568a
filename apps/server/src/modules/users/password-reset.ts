import { badRequest } from '../../errors/app-error';
import { writeAudit } from '../audit/write-security-event';
import { assertHuman } from './captcha-check';
import { hashPassword } from './password-hash';
import { createResetLink, hashResetToken } from './reset-link';
import { lockOpenReset, spendOpenResets } from './password-resets.repository';
import type { UsersContext } from './users-context';
import { findUserByEmail, findUserById, setUserPassword } from './users.repository';
import { deleteAttemptsOfAccount } from '../../http/attempt-limits.repository';
import { hasSignedInFrom } from './sign-in-limits';

export const invalidResetTokenDetail = 'This reset link is invalid, has already been used or has expired.';

/**
 * Always answers the same, whether or not the account exists; the mail is sent after the answer
 * so that its timing cannot tell either. A request for an unknown email counts against the address
 * (someone probing for accounts). A mail sent counts against the account from this address (five)
 * and from everywhere (twenty, then a growing delay that an address the owner signed in from skips),
 * so no one floods an inbox, and neither probes from the same address nor strangers elsewhere keep
 * the owner's own reset mail from coming (decision 025).
 */
export async function requestPasswordReset(
  ctx: UsersContext,
  input: { email: string; captchaToken: string; ip: string },
  onMailError: (error: unknown) => void,
): Promise<void> {
  await assertHuman(ctx, input.captchaToken, 'forgot_password', input.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    await ctx.limiter.take('reset_request', { account: input.email, address: input.ip });
    return;
  }
  await ctx.limiter.take(
    'reset_request',
    { account: input.email, pair: { account: input.email, address: input.ip } },
    { waiveCeilings: await hasSignedInFrom(ctx.db, user.id, input.ip, ctx.now()) },
  );

  const link = await ctx.db.transaction(async (tx) => {
    await writeAudit(tx, { userId: user.id, action: 'password_reset_requested', ipAddress: input.ip });
    return createResetLink(tx, user.id, ctx.now(), ctx.config.PUBLIC_URL);
  });
  const appName = ctx.config.APP_NAME;
  void ctx.providers.mailer
    .send({
      to: user.email,
      subject: `Reset your ${appName} password`,
      text: [
        `Hello ${user.username},`,
        '',
        `Someone asked to reset the password of your ${appName} account. Open this link within one hour to choose a new one:`,
        '',
        link,
        '',
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n'),
    })
    .catch(onMailError);
}

/** Single use, one hour: sets the password, spends every open link of the user and revokes all tokens. */
export async function confirmPasswordReset(
  ctx: UsersContext,
  input: { token: string; newPassword: string; ip: string },
): Promise<void> {
  const keys = { address: input.ip };
  const attempt = await ctx.limiter.take('reset_confirm', keys);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  const resetUserId = await ctx.db.transaction(async (tx) => {
    const reset = await lockOpenReset(tx, hashResetToken(input.token), now);
    if (!reset) return undefined;
    await spendOpenResets(tx, reset.userId, now);
    await setUserPassword(tx, reset.userId, passwordHash);
    await writeAudit(tx, { userId: reset.userId, action: 'password_reset', ipAddress: input.ip });
    return reset.userId;
  });
  if (!resetUserId) throw badRequest(invalidResetTokenDetail);
  // Whoever opened the mail owns the account: failures counted against it stop holding it back.
  const user = await findUserById(ctx.db, resetUserId);
  // Every counted sign-in failure of the account goes: a reset ends the lock.
  if (user) await deleteAttemptsOfAccount(ctx.db, 'signin', user.email);
  await attempt.forgive();
}
