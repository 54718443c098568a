import type { UserLimits } from '@skinpilot/contract';
import { Eye, EyeOff, Plus, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { usePrivacyMode } from '../../../shared/privacy/privacy-mode';
import { addAccountDisabledReason, isAnyLimitReached } from '../lib/add-account-rules';
import { dismissHint, isHintDismissed } from '../lib/dismissed-hints';
import { UsageLine } from './UsageLine';

type Props = {
  limits: UserLimits | undefined;
  now: number;
  onAdd: () => void;
  onGetMore: () => void;
};

export function AccountsListHeader({ limits, now, onAdd, onGetMore }: Props) {
  const [privacy, setPrivacy] = usePrivacyMode();
  const [coachOpen, setCoachOpen] = useState(() => !isHintDismissed('add-account-coach-mark'));
  const disabledReason = addAccountDisabledReason(limits, now);
  const canOfferMore = limits && !(limits.role === 'user' && !limits.can_add_accounts);

  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-xl font-bold">Connected Accounts</h2>
        {limits?.role === 'free_trial' && <span className="badge badge-info">Free Trial Account</span>}
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-circle"
          aria-label={privacy ? 'Turn privacy mode off' : 'Turn privacy mode on'}
          aria-pressed={privacy}
          title="Privacy mode"
          onClick={() => setPrivacy(!privacy)}
        >
          {privacy ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={disabledReason !== null}
          title={disabledReason ?? undefined}
          onClick={onAdd}
        >
          <Plus className="size-4" aria-hidden /> Add Account
        </button>
      </div>
      {coachOpen && disabledReason === null && (
        // In the flow under the button row, not floating: it can neither leave a phone's screen
        // nor cover "Get More Accounts" or the first card's settings (issue 31 items 5 and 7).
        <div
          role="note"
          className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-info p-3 text-sm text-info-content sm:ml-auto sm:w-fit"
        >
          <p>Connect your CSGORoll or Steam account here to start trading.</p>
          <button
            type="button"
            className="btn btn-xs"
            onClick={() => {
              dismissHint('add-account-coach-mark');
              setCoachOpen(false);
            }}
          >
            Got it
          </button>
        </div>
      )}
      {disabledReason && (
        <p className="text-sm text-warning" data-testid="add-account-disabled-reason">
          {disabledReason}
        </p>
      )}
      {limits && (
        <div className="flex flex-wrap items-center gap-3">
          <UsageLine limits={limits} />
          {canOfferMore && (
            <button type="button" className="btn btn-outline btn-xs ml-auto" onClick={onGetMore}>
              <TrendingUp className="size-3" aria-hidden />
              {isAnyLimitReached(limits) ? 'Increase Limits!' : 'Get More Accounts'}
            </button>
          )}
        </div>
      )}
    </header>
  );
}
