import type { TradingAccount } from '@skinpilot/contract';
import type { TradingAccountRow } from './trading-accounts.schema';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The wire shape of an account: built from columns only, so no secret can slip into an answer. */
export function accountView(row: TradingAccountRow, snipingAllowed = true): TradingAccount {
  const hasSteam = row.steamConnectedAt !== null;
  const hasCsgoroll = row.csgorollConnectedAt !== null;
  return {
    steam_id: row.steamId,
    label: row.label,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    settings: { sniping_enabled: row.snipingEnabled && snipingAllowed },
    steam_account: hasSteam
      ? {
          username: row.steamUsername ?? '',
          avatar_url: row.steamAvatarUrl,
          level: row.steamLevel,
          session_valid: row.steamSessionValid,
          trade_url: row.steamTradeUrl,
          last_login: iso(row.steamLastLogin),
          inventory_updated_at: iso(row.steamInventoryUpdatedAt),
          steam_access_token_expires_at: iso(row.steamAccessTokenExpiresAt),
          login_paused_until: iso(row.steamLoginPausedUntil),
          wallet_currency: row.walletCurrency ?? 'EUR',
          wallet_country: row.walletCountry ?? 'DE',
        }
      : null,
    steam_data: hasSteam
      ? {
          is_community_banned: row.steamCommunityBanned,
          proxy: row.proxyDisplay ?? '',
          proxy_status: row.proxyStatus,
          proxy_current_ip: row.proxyCurrentIp,
          trade_url: row.steamTradeUrl,
        }
      : null,
    csgoroll_account: hasCsgoroll
      ? {
          id: row.csgorollUserId ?? '',
          username: row.csgorollUsername ?? '',
          avatar: row.csgorollAvatar,
          level: row.csgorollLevel,
          cookie_valid: row.csgorollCookieValid,
          auth_method: row.csgorollAuthMethod ?? 'cookie',
          main_wallet_balance: Number(row.csgorollMainBalance ?? 0),
          wallets: row.csgorollWallets ?? [],
          last_checked: iso(row.csgorollLastChecked),
        }
      : null,
  };
}

/** `socks5://user:secret@host:port` shown as `socks5://user:***@host:port`. */
export function maskProxy(proxy: string): string {
  return proxy.trim().replace(/^(socks5h?:\/\/[^:@/]+):[^@/]*@/i, '$1:***@');
}

/** Lower-cased scheme and host so that one proxy written two ways is still one proxy. */
export function normaliseProxy(proxy: string): string {
  const url = new URL(proxy.trim());
  return `${url.protocol}//${url.username}:${url.password}@${url.hostname.toLowerCase()}:${url.port}`;
}
