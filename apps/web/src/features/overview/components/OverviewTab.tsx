import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useAccounts } from '../../../shared/accounts/accounts';
import { ActivityTab } from './ActivityTab';
import { InventoryTab } from './InventoryTab';
import { TopBlock } from './TopBlock';
import { TradeHistoryTab } from './TradeHistoryTab';

const tabs = [
  ['inventory', 'Inventory'],
  ['activity', 'Activity'],
  ['trade-history', 'Trade History'],
] as const;
type OverviewSubTab = (typeof tabs)[number][0];

/** Section 2.3: the top block, then inventory (default), activity and trade history. */
export function OverviewTab({ onOpenAccounts }: { onOpenAccounts: () => void }) {
  const accounts = useAccounts();
  const [tab, setTab] = useState<OverviewSubTab>('inventory');
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
