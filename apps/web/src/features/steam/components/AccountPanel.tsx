import type { TradingAccount } from '@skinpilot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { MousePointerClick } from 'lucide-react';
import { useEffect, useState } from 'react';
import { clearSteamData } from '../api/steam-data';
import { useTradeOffers } from '../api/trade-offers';
import { SteamClientNotRunning } from './SteamClientNotRunning';
import { SteamInventoryTab } from './SteamInventoryTab';
import { SteamToolsTab } from './SteamToolsTab';
import { TradeOffersTab } from './TradeOffersTab';
import type { AccountPanelProps } from '../../../shared/accounts/account-actions';
import { AccountOverview } from './AccountOverview';

type Tab = 'overview' | 'tools' | 'offers' | 'inventory';
const steamTabs: { tab: Exclude<Tab, 'overview'>; label: string }[] = [
  { tab: 'tools', label: 'Steam Tools' },
  { tab: 'offers', label: 'Trade Offers' },
  { tab: 'inventory', label: 'Steam Inventory' },
];

/** Section 2.10: Overview, and the Steam tabs when the account has Steam. */
export function AccountPanel({ account, now, ...actions }: AccountPanelProps) {
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
  // A new account starts on Overview with nothing loaded.
  return <AccountTabs key={account.steam_id} account={account} now={now} {...actions} />;
}

function AccountTabs({ account, now, ...actions }: AccountPanelProps & { account: TradingAccount }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('overview');
  const [offersOpened, setOffersOpened] = useState(false);
  const steamId = account.steam_id;
  const running = account.steam_account?.session_valid ?? false;
  // Section 2.10: changing the account clears its data; an invalid session clears it too, and a
  // valid one loads the opened tabs again (their queries are enabled while running).
  useEffect(() => () => clearSteamData(queryClient, steamId), [queryClient, steamId]);
  useEffect(() => {
    if (!running) clearSteamData(queryClient, steamId);
  }, [queryClient, steamId, running]);
  const offers = useTradeOffers(steamId, running && offersOpened);
  const waiting = offers.data?.received_offers.filter((o) => o.trade_offer_state === 2).length ?? 0;

  const open = (next: Tab) => {
    if (next === 'offers') setOffersOpened(true);
    setTab(next);
  };
  return (
    <section className="card bg-base-200" aria-label="Account information">
      <div className="card-body gap-4 p-4">
        <div role="tablist" className="tabs tabs-border overflow-x-auto">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'overview'}
            className={`tab ${tab === 'overview' ? 'tab-active' : ''}`}
            onClick={() => open('overview')}
          >
            Overview
          </button>
          {account.steam_account &&
            steamTabs.map(({ tab: id, label }) => (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={tab === id}
                className={`tab gap-1 ${tab === id ? 'tab-active' : ''}`}
                onClick={() => open(id)}
              >
                {label}
                {id === 'offers' && waiting > 0 && (
                  <span className="badge badge-xs badge-primary" aria-label={`${waiting} active`}>
                    {waiting}
                  </span>
                )}
              </button>
            ))}
        </div>
        {tab === 'overview' || !account.steam_account ? (
          <AccountOverview account={account} now={now} {...actions} />
        ) : !running ? (
          <SteamClientNotRunning account={account} />
        ) : tab === 'tools' ? (
          <SteamToolsTab account={account} />
        ) : tab === 'offers' ? (
          <TradeOffersTab account={account} now={now} />
        ) : (
          <SteamInventoryTab account={account} now={now} />
        )}
      </div>
    </section>
  );
}
