import type { TradingAccount } from '@skinpilot/contract';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { proxyStatusLabel, proxyStatusTone } from '../../../shared/accounts/proxy-status';
import { steamLoginPause, steamTokenState } from '../lib/steam-token';

/**
 * daisyUI's badge has a fixed height: a text that wraps on a phone (the log-in pause, a proxy badge
 * with an IPv6 exit address) spilled over the badges above and below. These grow with their lines,
 * and a long address breaks anywhere rather than widening the card.
 */
const badge = 'badge badge-sm h-auto min-h-5 text-left wrap-anywhere';

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
        <span className={`${badge} ${steam.session_valid ? 'badge-success' : 'badge-error'}`}>
          {steam.session_valid ? 'Steam Client Active' : 'Steam Client Not Running'}
        </span>
      )}
      {steamData && (
        <span className={`${badge} badge-${proxyStatusTone(steamData.proxy_status)}`}>
          Proxy: {proxyStatusLabel(steamData.proxy_status)}
          {steamData.proxy_current_ip && ` (${mask.ip(steamData.proxy_current_ip)})`}
        </span>
      )}
      {roll && (
        <span className={`${badge} ${roll.cookie_valid ? 'badge-success' : 'badge-error'}`}>
          {roll.cookie_valid ? 'Cookie Valid' : 'Cookie Invalid'} (
          {roll.auth_method === 'cookie' ? 'Cookie' : 'Login'})
        </span>
      )}
      {loginPause && <span className={`${badge} badge-warning`}>{loginPause}</span>}
      {token && (
        <span className={`${badge} ${token.valid ? 'badge-info' : 'badge-warning'}`}>{token.text}</span>
      )}
    </div>
  );
}
