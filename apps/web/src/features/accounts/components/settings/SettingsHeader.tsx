import type { AccountPlatforms, TradingAccount } from '@skinpilot/contract';
import { TriangleAlert } from 'lucide-react';
import { usePrivacyMasks } from '../../../../shared/privacy/privacy-mode';
import { accountAvatar, accountName } from '../../../../shared/accounts/account-view';
import { AccountAvatar } from '../../../../shared/accounts/AccountAvatar';

export function SettingsHeader({
  account,
  platforms,
}: {
  account: TradingAccount;
  platforms: AccountPlatforms | undefined;
}) {
  const mask = usePrivacyMasks();
  const roll = platforms?.platforms.csgoroll;
  const steam = platforms?.platforms.steam;
  const expired = roll?.status === 'expired';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <AccountAvatar src={accountAvatar(account)} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{mask.name(accountName(account))}</p>
          <p className="text-xs tabular-nums opacity-70">{mask.id(account.steam_id)}</p>
        </div>
        {/* Under the name on a phone, beside it from sm up: the chips never sit over the name. */}
        <div className="flex w-full flex-wrap gap-1 sm:w-auto">
          {roll && (
            <span className={`badge badge-sm ${expired ? 'badge-warning' : 'badge-success'}`}>
              CSGORoll: {expired ? 'Expired' : 'Connected'}
            </span>
          )}
          {steam && <span className="badge badge-sm badge-success">Steam: Connected</span>}
        </div>
      </div>
      {expired && (
        <div role="alert" className="alert alert-warning text-sm">
          <TriangleAlert className="size-4" aria-hidden />
          <span>
            Your CSGORoll session has expired. Some features may not work until you reconnect the account.
          </span>
        </div>
      )}
    </div>
  );
}
