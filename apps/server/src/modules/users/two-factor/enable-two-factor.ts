import { timingSafeEqual } from 'node:crypto';
import type { Actor } from '../../../http/authenticate';
import type { AccessTokenAnswer } from '@skinpilot/contract';
import { AppError, badRequest, conflict } from '../../../errors/app-error';
import { writeAudit } from '../../audit/write-security-event';
import { vaultOf } from '../../vault/vault-keys';
import type { UsersContext } from '../users-context';
import { issueAccessToken } from '../session';
import { findUserById, setTwoFactorEnabled } from '../users.repository';
import { hashBackupCode, verifyTotp } from './totp';
import { deleteTwoFactorSetup, findTwoFactorSetup, storeTwoFactor } from './two-factor.repository';
import { TOTP_SECRET_PURPOSE } from './verify-second-factor';

const SETUP_TTL_MS = 30 * 60_000;
export const wrongSetupCodeDetail = 'The code does not match. Check the time on your device and try again.';

/**
 * Step 4: the pending setup becomes the account's second factor when the code matches the secret
 * the person was shown. Every earlier token stops working; the caller gets a fresh one. The secret and codes sent back must be the ones of that setup, so a client
 * cannot choose its own backup codes.
 */
export async function enableTwoFactor(
  ctx: UsersContext,
  actor: Actor,
  input: { code: string; tempSecret: string; backupCodes: string[]; ip: string },
): Promise<AccessTokenAnswer> {
  const keys = { account: actor.id, address: input.ip };
  // Counted before the code is checked, so parallel guesses cannot outrun the budget.
  const attempt = await ctx.limiter.take('two_factor', keys);
  const setup = await findTwoFactorSetup(ctx.db, actor.id);
  if (!setup || setup.createdAt.getTime() + SETUP_TTL_MS < ctx.now().getTime()) {
    await attempt.forgive();
    throw badRequest('This setup has expired. Please start again.');
  }
  const secret = vaultOf(ctx.secrets).open(setup.secretEncrypted, TOTP_SECRET_PURPOSE);
  const sentHashes = input.backupCodes.map((code) => hashBackupCode(ctx.secrets.encryptionKey, code));
  if (!sameText(secret, input.tempSecret) || !sameSet(sentHashes, setup.backupCodeHashes)) {
    await attempt.forgive();
    throw badRequest('This setup does not match the one started. Please start again.');
  }
  const match = await verifyTotp({ secret, code: input.code, now: ctx.now() });
  if (!match) throw badRequest(wrongSetupCodeDetail);
  await attempt.forgive();
  const updated = await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, actor.id);
    if (user?.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled.');
    await storeTwoFactor(tx, actor.id, setup.secretEncrypted, match.step, setup.backupCodeHashes);
    await deleteTwoFactorSetup(tx, actor.id);
    const row = await setTwoFactorEnabled(tx, actor.id, true);
    await writeAudit(tx, { userId: actor.id, action: 'two_factor_enabled', ipAddress: input.ip });
    return row;
  });
  if (!updated) throw new AppError('not_found', 'This account no longer exists.');
  // Sessions opened without the second factor end; this one goes on with a fresh token.
  return issueAccessToken(ctx, updated);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b.trim().toUpperCase());
  return left.length === right.length && timingSafeEqual(left, right);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && new Set(a).size === a.length && a.every((hash) => b.includes(hash));
}
