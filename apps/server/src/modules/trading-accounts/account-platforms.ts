import type { AccountPlatforms } from '@skinpilot/contract';
import type { TradingAccountRow } from './trading-accounts.schema';

/** Section 3's platforms info from what the account last recorded. */
export function platformsView(row: TradingAccountRow): AccountPlatforms {
  const steam = row.steamConnectedAt
    ? { avatar: row.steamAvatarUrl, username: row.steamUsername ?? '' }
    : null;
  const csgoroll = row.csgorollConnectedAt
    ? {
        status: row.csgorollCookieValid ? ('connected' as const) : ('expired' as const),
        avatar: row.csgorollAvatar,
        username: row.csgorollUsername ?? '',
      }
    : null;
  return {
    account_found: true,
    platforms: { csgoroll, steam },
    cross_platform_features: steam !== null && csgoroll !== null,
  };
}
