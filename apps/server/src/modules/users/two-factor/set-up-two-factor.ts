import type { TwoFactorSetupAnswer } from '@skinpilot/contract';
import type { Actor } from '../../../http/authenticate';
import { badRequest, conflict } from '../../../errors/app-error';
import { verifyPassword } from '../password-hash';
import { vaultOf } from '../../vault/vault-keys';
import type { UsersContext } from '../users-context';
import { findUserById } from '../users.repository';
import { hashBackupCode, newBackupCodes, newTotpSecret, totpQrCodeSvg } from './totp';
import { saveTwoFactorSetup } from './two-factor.repository';
import { TOTP_SECRET_PURPOSE } from './verify-second-factor';

export const wrongPasswordDetail = 'The password is not correct.';

/**
 * Step 1 of the setup: after the password, a new secret and backup codes are kept as a pending
 * setup (sealed and hashed) that /2fa/enable promotes once a code from the secret matches.
 */
export async function setUpTwoFactor(
  ctx: UsersContext,
  actor: Actor,
  input: { password: string; ip: string },
): Promise<TwoFactorSetupAnswer> {
  const keys = { account: actor.id, address: input.ip };
  const attempt = await ctx.limiter.take('two_factor', keys);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw badRequest('This account no longer exists.');
  if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled.');
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    // A 400, not a 401: the session is fine, only the password typed into the form is wrong.
    throw badRequest(wrongPasswordDetail);
  }
  await attempt.forgive();
  const secret = newTotpSecret();
  const codes = newBackupCodes();
  await saveTwoFactorSetup(
    ctx.db,
    actor.id,
    vaultOf(ctx.secrets).seal(secret, TOTP_SECRET_PURPOSE),
    codes.map((code) => hashBackupCode(ctx.secrets.encryptionKey, code)),
    ctx.now(),
  );
  const qrCodeSvg = await totpQrCodeSvg({ issuer: ctx.config.APP_NAME, label: user.email, secret });
  return { qr_code_svg: qrCodeSvg, secret_key: secret, backup_codes: codes };
}
