import type { TradingAccount } from '@skinpilot/contract';
import { Pencil, RefreshCw, Settings, Trash2 } from 'lucide-react';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import type { AccountActions } from '../../../shared/accounts/account-actions';
import { accountAvatar, accountName } from '../../../shared/accounts/account-view';
import { AccountAvatar } from '../../../shared/accounts/AccountAvatar';
import { AccountStatusBadges } from './AccountStatusBadges';
import { BalanceTiles } from './BalanceTiles';
import { SnipingIndicator } from './SnipingIndicator';

type Props = AccountActions & {
  account: TradingAccount;
  selected: boolean;
  refreshing: boolean;
  now: number;
};

export function AccountCard({ account, selected, refreshing, now, ...actions }: Props) {
  const mask = usePrivacyMasks();
  const name = accountName(account);
  const level = account.steam_account?.level ?? account.csgoroll_account?.level ?? null;
  return (
    <article
      aria-label={`Account ${mask.name(name)}`}
      data-testid="account-card"
      className={`card cursor-pointer border bg-base-200 transition ${selected ? 'border-primary' : 'border-transparent hover:border-base-300'}`}
      onClick={() => actions.onSelect(account)}
    >
      {account.steam_data?.is_community_banned && (
        <div className="rounded-t-box bg-error px-4 py-1 text-center text-xs font-bold text-error-content">
          COMMUNITY BANNED
        </div>
      )}
      {account.status === 'suspended_payment_required' && (
        <div className="rounded-t-box bg-warning px-4 py-1 text-center text-xs font-bold text-warning-content">
          PAYMENT REQUIRED
        </div>
      )}
      <div className="card-body gap-3 p-4">
        <div className="flex items-start gap-3">
          <AccountAvatar src={accountAvatar(account)} level={level} />
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-1">
              <h3 className="truncate font-semibold" data-testid="account-name">
                {mask.name(name)}
              </h3>
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle"
                aria-label="Edit label"
                onClick={(event) => {
                  event.stopPropagation();
                  actions.onEditLabel(account);
                }}
              >
                <Pencil className="size-3" aria-hidden />
              </button>
            </div>
            <p className="text-xs tabular-nums opacity-70" data-testid="account-steam-id">
              {mask.id(account.steam_id)}
            </p>
          </div>
          <div className="flex gap-0.5" onClick={(event) => event.stopPropagation()}>
            {account.csgoroll_account && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label="Refresh CSGORoll data"
                title="Refresh CSGORoll data"
                disabled={refreshing}
                onClick={() => actions.onRefresh(account, 'csgoroll')}
              >
                <RefreshCw className="size-4" aria-hidden />
              </button>
            )}
            {account.steam_account && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label="Refresh Steam data"
                title="Refresh Steam data"
                disabled={refreshing}
                onClick={() => actions.onRefresh(account, 'steam')}
              >
                <RefreshCw className="size-4 text-info" aria-hidden />
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square"
              aria-label="Account settings"
              title="Account settings"
              onClick={() => actions.onSettings(account)}
            >
              <Settings className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square text-error"
              aria-label="Delete account"
              title="Delete account"
              onClick={() => actions.onDelete(account)}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        </div>
        <AccountStatusBadges account={account} now={now} />
        <BalanceTiles account={account} now={now} />
        <SnipingIndicator steamId={account.steam_id} enabled={account.settings.sniping_enabled} />
      </div>
    </article>
  );
}
