import type { UserProfile } from '@skinpilot/contract';
import { invalidAvatarUrlMessage, isRole, isValidAvatarUrl } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { badRequest, notFound } from '../../errors/app-error';
import { writeAudit } from '../audit/write-security-event';
import type { UsersContext } from './users-context';
import { findUserById, setUserAvatar } from './users.repository';
import type { UserRow } from './users.schema';

/** The User of the spec; the profile module adds the purchase lists and trade data. */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: isRole(user.role) ? user.role : 'user',
    avatar_url: user.avatarUrl,
    discord_id: user.discordId,
    credits: Number(user.credits),
    signup_date: user.signupDate.toISOString(),
    license_expiry: user.licenseExpiry?.toISOString() ?? null,
    two_factor_enabled: user.twoFactorEnabled,
    purchases: [],
    crypto_purchases: [],
    traded_items: [],
    inventory_coins: [],
  };
}

/** The signed-in user as the spec's User, before the profile module adds purchases and trade data. */
export async function loadUserProfile(db: DbOrTx, userId: string): Promise<UserProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('This account no longer exists.');
  return toUserProfile(user);
}

export async function setAvatar(ctx: UsersContext, actor: Actor, input: { avatarUrl: string; ip: string }) {
  if (!isValidAvatarUrl(input.avatarUrl)) throw badRequest(invalidAvatarUrlMessage);
  const avatarUrl = input.avatarUrl.trim();
  await ctx.db.transaction(async (tx) => {
    await setUserAvatar(tx, actor.id, avatarUrl);
    await writeAudit(tx, { userId: actor.id, action: 'avatar_changed', ipAddress: input.ip });
  });
  return avatarUrl;
}
