import type { AccessTokenAnswer } from '@skinpilot/contract';
import { badRequest } from '../../errors/app-error';
import { writeAudit } from '../audit/write-security-event';
import { assertHuman } from './captcha-check';
import { hashPassword } from './password-hash';
import { issueAccessToken } from './session';
import type { UsersContext } from './users-context';
import { findTakenNames, insertUser } from './users.repository';

export const emailTakenDetail = 'An account with this email already exists.';
export const usernameTakenDetail = 'This username is already taken.';

export type SignUpInput = {
  username: string;
  email: string;
  password: string;
  captchaToken: string;
  ip: string;
};

export async function signUp(ctx: UsersContext, input: SignUpInput): Promise<AccessTokenAnswer> {
  await assertHuman(ctx, input.captchaToken, 'signup', input.ip);
  // Every sign-up counts, made or refused: each one is a try at a fresh set of per-user limits.
  await ctx.limiter.take('signup', { address: input.ip });
  const taken = await findTakenNames(ctx.db, input.username, input.email);
  if (taken.email) throw badRequest(emailTakenDetail);
  if (taken.username) throw badRequest(usernameTakenDetail);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
      });
      await writeAudit(tx, { userId: created.id, action: 'signed_up', ipAddress: input.ip });
      return created;
    });
    return await issueAccessToken(ctx, user);
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, and says which.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key') throw badRequest(emailTakenDetail);
    if (constraint === 'users_username_key') throw badRequest(usernameTakenDetail);
    throw error;
  }
}

function uniqueViolation(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError.code === '23505' ? pgError.constraint : undefined;
}
