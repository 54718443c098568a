import type { TradingAccount } from '@skinpilot/contract';
import { MousePointerClick } from 'lucide-react';
import type { AccountActions } from './AccountCard';
import { AccountOverview } from './AccountOverview';

const laterTabs = ['Steam Tools', 'Trade Offers', 'Steam Inventory'];

type Props = Omit<AccountActions, 'onSelect' | 'onDelete'> & {
  account: TradingAccount | undefined;
  now: number;
};

/** Section 2.10. Only Overview is built so far; the Steam tabs follow with the Steam tools work. */
export function AccountPanel({ account, now, ...actions }: Props) {
  if (!account) {
    return (
      <section className="card bg-base-200" aria-label="Account information">
        <div className="card-body items-center py-16 text-center">
          <MousePointerClick className="size-10 opacity-50" aria-hidden />
          <h2 className="text-lg font-semibold">No Account Selected</h2>
          <p className="opacity-70">Click on an account to view detailed information</p>
        </div>
      </section>
    );
  }
  return (
    <section className="card bg-base-200" aria-label="Account information">
      <div className="card-body gap-4 p-4">
        <div role="tablist" className="tabs tabs-border overflow-x-auto">
          <button type="button" role="tab" aria-selected="true" className="tab tab-active">
            Overview
          </button>
          {account.steam_account &&
            laterTabs.map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected="false"
                className="tab"
                disabled
                title="Coming soon"
              >
                {tab}
              </button>
            ))}
        </div>
        <AccountOverview account={account} now={now} {...actions} />
      </div>
    </section>
  );
}
