import type { TradingAccount } from '@skinpilot/contract';
import { Pencil, RefreshCw, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { proxyStatusLabel, proxyStatusTone, truncateProxy } from '../../../shared/accounts/proxy-status';
import { relativeTime } from '../../../shared/time/relative-time';
import type { AccountActions } from '../../../shared/accounts/account-actions';
import {
  accountAvatar,
  accountBalances,
  accountName,
  formatBalance,
} from '../../../shared/accounts/account-view';
import { AccountAvatar } from '../../../shared/accounts/AccountAvatar';
import { RevalidateProxyButton, UpdateProxyForm } from './ProxyControls';
import { SteamClientControls } from './SteamClientControls';

type Props = Omit<AccountActions, 'onSelect' | 'onDelete'> & { account: TradingAccount; now: number };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1 text-sm">
      <dt className="opacity-70">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean, yes: string, no: string) => (
  <span className={`badge badge-sm ${value ? 'badge-success' : 'badge-error'}`}>{value ? yes : no}</span>
);

export function AccountOverview({ account, now, onEditLabel, onRefresh, onSettings }: Props) {
  const mask = usePrivacyMasks();
  const steam = account.steam_account;
  const steamData = account.steam_data;
  const roll = account.csgoroll_account;
  const { mainWallet, skinsValue, totalWealth } = accountBalances(account);
  return (
    <div className="space-y-4" data-testid="account-overview">
      <div className="flex items-center gap-3">
        <AccountAvatar src={accountAvatar(account)} level={steam?.level ?? roll?.level} size="lg" />
        <div className="min-w-0">
          <h2 className="truncate text-lg font-bold">{mask.name(accountName(account))}</h2>
          <p className="text-sm tabular-nums opacity-70">Steam ID: {mask.id(account.steam_id)}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {steam && yesNo(steam.session_valid, 'Steam Session Active', 'Steam Session Inactive')}
            {steamData?.is_community_banned && <span className="badge badge-sm badge-error">BANNED</span>}
            {roll && yesNo(roll.cookie_valid, 'Cookie Valid', 'Cookie Invalid')}
          </div>
        </div>
      </div>

      {roll && (
        <section className="rounded-box bg-base-300/60 p-3">
          <h3 className="font-semibold">CSGORoll Account</h3>
          <dl>
            <Row label="Username">{mask.name(roll.username)}</Row>
            <Row label="Level">{roll.level ?? '—'}</Row>
            <Row label="Balance">{mask.balance(formatBalance(roll.main_wallet_balance))}</Row>
            <Row label="Auth method">{roll.auth_method === 'cookie' ? 'Session Cookie' : 'Login'}</Row>
            <Row label="Cookie">{yesNo(roll.cookie_valid, 'Valid', 'Invalid')}</Row>
            <Row label="Last checked">{relativeTime(roll.last_checked, now)}</Row>
          </dl>
        </section>
      )}

      {steam && (
        <section className="rounded-box bg-base-300/60 p-3">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">Steam Account</h3>
            <SteamClientControls account={account} />
          </div>
          <dl>
            <Row label="Username">{mask.name(steam.username)}</Row>
            <Row label="Session">{yesNo(steam.session_valid, 'Valid', 'Invalid')}</Row>
            <Row label="Community banned">{steamData?.is_community_banned ? 'Yes' : 'No'}</Row>
            {steamData && (
              <>
                <Row label="Proxy">
                  <span className="inline-flex items-center gap-2">
                    <span className={`badge badge-sm badge-${proxyStatusTone(steamData.proxy_status)}`}>
                      {proxyStatusLabel(steamData.proxy_status)}
                    </span>
                    {(steamData.proxy_status === 'invalid' || steamData.proxy_status === 'not_applied') && (
                      <RevalidateProxyButton account={account} />
                    )}
                  </span>
                </Row>
                <Row label="Proxy address">{mask.ip(truncateProxy(steamData.proxy))}</Row>
                <Row label="Proxy IP">
                  {steamData.proxy_current_ip ? mask.ip(steamData.proxy_current_ip) : '—'}
                </Row>
              </>
            )}
            <Row label="Last login">{relativeTime(steam.last_login, now)}</Row>
          </dl>
          <UpdateProxyForm account={account} />
        </section>
      )}

      <section className="rounded-box bg-base-300/60 p-3">
        <h3 className="font-semibold">Wealth Overview</h3>
        <dl>
          <Row label="Main Wallet">{mask.balance(formatBalance(mainWallet))}</Row>
          <Row label="Skins Value">{mask.balance(formatBalance(skinsValue))}</Row>
          <Row label="Total Wealth">{mask.balance(formatBalance(totalWealth))}</Row>
        </dl>
      </section>

      <section>
        <h3 className="mb-2 font-semibold">Quick Actions</h3>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm" onClick={() => onSettings(account)}>
            <Settings className="size-4" aria-hidden /> Settings
          </button>
          {roll && (
            <button type="button" className="btn btn-sm" onClick={() => onRefresh(account, 'csgoroll')}>
              <RefreshCw className="size-4" aria-hidden /> Refresh CSGORoll
            </button>
          )}
          {steam && (
            <button type="button" className="btn btn-sm" onClick={() => onRefresh(account, 'steam')}>
              <RefreshCw className="size-4" aria-hidden /> Refresh Steam
            </button>
          )}
          <button type="button" className="btn btn-sm" onClick={() => onEditLabel(account)}>
            <Pencil className="size-4" aria-hidden /> Edit Label
          </button>
        </div>
      </section>
    </div>
  );
}
