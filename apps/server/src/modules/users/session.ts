import type { AccessTokenAnswer } from '@skinpilot/contract';
import { isRole } from '@skinpilot/domain';
import type { Actor } from '../../http/authenticate';
import { readToken, signToken } from './access-tokens';
import type { UsersContext } from './users-context';
import { findUserById } from './users.repository';
import type { UserRow } from './users.schema';

export async function issueAccessToken(
  ctx: UsersContext,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
): Promise<AccessTokenAnswer> {
  const accessToken = await signToken(
    ctx.tokenKey,
    'access',
    { userId: user.id, version: user.tokenVersion },
    ctx.now(),
  );
  return { access_token: accessToken, token_type: 'bearer' };
}

/**
 * A token is good while its signature, expiry and purpose hold and its version still equals the
 * user's: the role comes from the row, so a role change applies to the very next call.
 */
export async function resolveActor(ctx: UsersContext, token: string): Promise<Actor | undefined> {
  const claims = await readToken(ctx.tokenKey, 'access', token, ctx.now());
  if (!claims) return undefined;
  const user = await findUserById(ctx.db, claims.userId);
  if (!user || user.tokenVersion !== claims.version || !isRole(user.role)) return undefined;
  // A suspended user's tokens stop working even if one escaped the version bump of the suspension.
  if (user.suspendedAt) return undefined;
  return { id: user.id, role: user.role, email: user.email, username: user.username };
}
