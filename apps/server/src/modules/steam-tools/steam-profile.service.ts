import { forbidden } from '../../errors/app-error';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { recordSteamProfile } from '../trading-accounts/record-connection-state';
import { requireRunning, withSteam, type SteamToolsContext } from './steam-tools-context';

/** Section 2.10: the Steam Tools are off for a banned account and one waiting for payment. */
function assertToolsAllowed(account: TradingAccountRow) {
  requireRunning(account);
  if (account.status === 'suspended_payment_required')
    throw forbidden('Disabled - Payment required to reactivate account');
  if (account.steamCommunityBanned) throw forbidden('Disabled - Account is community banned');
}

/** Profile and trade URL as Steam has them now; a changed trade URL replaces the stored one. */
export async function steamProfileOf(ctx: SteamToolsContext, account: TradingAccountRow) {
  assertToolsAllowed(account);
  const profile = await withSteam(ctx, account, (client) => client.profile());
  const urlsChanged = account.steamTradeUrl !== profile.tradeUrl;
  await recordSteamProfile(ctx.db, account.id, profile);
  return {
    profile_data: {
      steam_id: profile.steamId,
      persona_name: profile.personaName,
      avatar_url: profile.avatarUrl,
      level: profile.level,
      profile_url: profile.profileUrl,
      trade_url: profile.tradeUrl,
      is_community_banned: profile.isCommunityBanned,
    },
    urls_changed: urlsChanged,
    message: urlsChanged ? 'Trade URL updated from Steam' : 'Profile URLs are up to date',
  };
}

/** The web API token Steam's points shop hands out (CSGORoll asks for it to track offers). */
export async function loyaltyTokenOf(ctx: SteamToolsContext, account: TradingAccountRow) {
  assertToolsAllowed(account);
  const { token, expiresAt } = await withSteam(ctx, account, async (client) => ({
    token: await client.accessToken(),
    expiresAt: client.sessionStatus().accessTokenExpiresAt,
  }));
  return { loyalty_token: token, expires_at: expiresAt, message: 'Loyalty token generated' };
}

/** A Guard code made by the account's client from the stored shared secret (steam-totp). */
export async function twoFactorCodeOf(ctx: SteamToolsContext, account: TradingAccountRow) {
  assertToolsAllowed(account);
  const code = await withSteam(ctx, account, async (client) => client.twoFactorCode());
  return {
    two_factor_code: code.code,
    valid_for_seconds: code.validForSeconds,
    message: 'Two-factor code generated',
  };
}
