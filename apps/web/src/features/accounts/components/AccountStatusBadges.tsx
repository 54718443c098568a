import type { TradingAccount } from '@skinpilot/contract';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { proxyStatusLabel, proxyStatusTone } from '../../../shared/accounts/proxy-status';
import { steamLoginPause, steamTokenState } from '../lib/steam-token';

/** Section 2.5's status badges; each appears only for a platform the account has. */
export function AccountStatusBadges({ account, now }: { account: TradingAccount; now: number }) {
  const mask = usePrivacyMasks();
  const steam = account.steam_account;
  const steamData = account.steam_data;
  const roll = account.csgoroll_account;
  const token = steamTokenState(steam?.steam_access_token_expires_at, now);
  const loginPause = steamLoginPause(steam?.login_paused_until, now);
  return (
    <div className="flex flex-wrap gap-1.5">
      {steam && (
        <span className={`badge badge-sm ${steam.session_valid ? 'badge-success' : 'badge-error'}`}>
          {steam.session_valid ? 'Steam Client Active' : 'Steam Client Not Running'}
        </span>
      )}
      {steamData && (
        <span className={`badge badge-sm badge-${proxyStatusTone(steamData.proxy_status)}`}>
          Proxy: {proxyStatusLabel(steamData.proxy_status)}
          {steamData.proxy_current_ip && ` (${mask.ip(steamData.proxy_current_ip)})`}
        </span>
      )}
      {roll && (
        <span className={`badge badge-sm ${roll.cookie_valid ? 'badge-success' : 'badge-error'}`}>
          {roll.cookie_valid ? 'Cookie Valid' : 'Cookie Invalid'} (
          {roll.auth_method === 'cookie' ? 'Cookie' : 'Login'})
        </span>
      )}
      {loginPause && (
        // Long enough to wrap on a phone: the badge grows with its lines instead of spilling over.
        <span className="badge badge-sm badge-warning h-auto min-h-5 py-px text-left">{loginPause}</span>
      )}
      {token && (
        <span className={`badge badge-sm ${token.valid ? 'badge-info' : 'badge-warning'}`}>{token.text}</span>
      )}
    </div>
  );
}
