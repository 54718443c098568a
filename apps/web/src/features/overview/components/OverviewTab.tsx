import { overviewSections } from '@skinpilot/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { useAccounts } from '../../../shared/accounts/accounts';
import { ActivityTab } from './ActivityTab';
import { InventoryTab } from './InventoryTab';
import { SnipingPanel } from './SnipingPanel';
import { TopBlock } from './TopBlock';
import { TradeHistoryTab } from './TradeHistoryTab';

type OverviewSubTab = (typeof overviewSections)[number];
const labels: Record<OverviewSubTab, string> = {
  inventory: 'Inventory',
  activity: 'Activity',
  'trade-history': 'Trade History',
};
const tabs = overviewSections.map((id) => [id, labels[id]] as const);

/**
 * Section 2.3: the top block, then inventory (default), activity and trade history. A link may open
 * a section with `?section=` (a trade's Discord message opens the trade history).
 */
export function OverviewTab({ onOpenAccounts }: { onOpenAccounts: () => void }) {
  const accounts = useAccounts();
  const [searchParams] = useSearchParams();
  const linked = overviewSections.find((id) => id === searchParams.get('section'));
  const [tab, setTab] = useState<OverviewSubTab>(linked ?? 'inventory');
  if (accounts.isPending) return <div className="skeleton h-32 w-full" aria-label="Loading overview" />;
  if (accounts.isError)
    return (
      <div role="alert" className="alert alert-error">
        {errorMessage(accounts.error, 'Failed to initialize data')}
      </div>
    );
  const list = accounts.data;
  return (
    <div className="space-y-4">
      <TopBlock accounts={list} />
      <SnipingPanel accounts={list} />
      {list.length === 0 && (
        <section className="card bg-base-200">
          <div className="card-body">
            <h2 className="card-title">No accounts connected yet</h2>
            <p className="opacity-70">Connect an account to see its balances, inventory and trades here.</p>
            <button type="button" className="btn btn-primary btn-sm w-fit" onClick={onOpenAccounts}>
              Go to Accounts
            </button>
          </div>
        </section>
      )}
      <div role="tablist" className="tabs tabs-bordered">
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`tab ${tab === id ? 'tab-active' : ''}`}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'inventory' && <InventoryTab accounts={list} />}
      {/* Section 2.3: the activity feed loads when its tab is opened. */}
      {tab === 'activity' && <ActivityTab accounts={list} />}
      {tab === 'trade-history' && <TradeHistoryTab accounts={list} />}
    </div>
  );
}
