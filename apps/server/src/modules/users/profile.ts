import type { UserProfile } from '@skinpilot/contract';
import { invalidAvatarUrlMessage, isRole, isValidAvatarUrl } from '@skinpilot/domain';
import type { Actor } from '../../http/authenticate';
import { badRequest, notFound } from '../../errors/app-error';
import { purchaseHistory } from '../billing/purchase-details';
import { profileTradeData } from '../market/profile-trade-data';
import { writeAudit } from '../audit/write-security-event';
import type { UsersContext } from './users-context';
import { usersRepository } from './users.repository';
import type { UserRow } from './users.schema';

/** The User of the spec; getProfile adds the purchase lists from billing. */
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

export async function getProfile(ctx: UsersContext, actor: Actor): Promise<UserProfile> {
  const user = await usersRepository.findById(ctx.db, actor.id);
  if (!user) throw notFound('This account no longer exists.');
  const [purchases, tradeData] = await Promise.all([
    purchaseHistory(ctx.db, user.id),
    profileTradeData(ctx.db, user.id, ctx.now()),
  ]);
  return { ...toUserProfile(user), ...purchases, ...tradeData };
}

export async function setAvatar(ctx: UsersContext, actor: Actor, input: { avatarUrl: string; ip: string }) {
  if (!isValidAvatarUrl(input.avatarUrl)) throw badRequest(invalidAvatarUrlMessage);
  const avatarUrl = input.avatarUrl.trim();
  await ctx.db.transaction(async (tx) => {
    await usersRepository.setAvatar(tx, actor.id, avatarUrl);
    await writeAudit(tx, { userId: actor.id, action: 'avatar_changed', ipAddress: input.ip });
  });
  return avatarUrl;
}
