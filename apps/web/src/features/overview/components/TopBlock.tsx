import { overviewPeriods, type OverviewPeriod, type TradingAccount } from '@skinpilot/contract';
import { Gem, Package, Wallet } from 'lucide-react';
import { COIN_TO_DOLLAR } from '@skinpilot/domain';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { useTrades } from '../api/trades';
import { useWealthSummary } from '../api/wealth';
import { formatBalance } from '../../../shared/accounts/account-view';
import { WealthChart } from './WealthChart';
import { tradingStats } from '../lib/overview-stats';

const periodLabels: Record<OverviewPeriod, string> = {
  '1d': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
};

const walletSum = (accounts: TradingAccount[], name: string) =>
  accounts.reduce(
    (sum, a) => sum + (a.csgoroll_account?.wallets.find((w) => w.name === name)?.amount ?? 0),
    0,
  );

/** Section 2.3's top block: Total Wealth, Total Skins, Total Gems, the wealth chart and Trading Data. */
export function TopBlock({ accounts }: { accounts: TradingAccount[] }) {
  const summary = useWealthSummary();
  const mask = usePrivacyMasks();
  const [period, setPeriod] = useState<OverviewPeriod>('30d');
  const s = summary.data;
  const coins = s?.total_wealth_including_protected ?? 0;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section className="card bg-base-200" aria-label="Total Wealth">
        <div className="card-body gap-1">
          <h2 className="card-title">
            <Wallet className="size-5" aria-hidden /> Total Wealth
          </h2>
          <p className="text-3xl font-bold tabular-nums">{mask.balance(formatBalance(coins))}</p>
          <p className="text-sm opacity-70">≈ ${mask.balance(formatBalance(coins * COIN_TO_DOLLAR))}</p>
          <dl className="grid grid-cols-2 gap-x-2 text-sm">
            <dt className="opacity-70">Skins Value</dt>
            <dd className="text-right tabular-nums">{mask.balance(formatBalance(s?.skins_value ?? 0))}</dd>
            <dt className="opacity-70">Available Balance</dt>
            <dd className="text-right tabular-nums">
              {mask.balance(formatBalance(s?.available_balance ?? 0))}
            </dd>
            {(s?.protected_balance ?? 0) > 0 && (
              <>
                <dt className="opacity-70">Protected Balance</dt>
                <dd className="text-right tabular-nums">
                  {mask.balance(formatBalance(s?.protected_balance ?? 0))}
                </dd>
              </>
            )}
            <dt className="opacity-70">Accounts</dt>
            <dd className="text-right tabular-nums">{accounts.length}</dd>
          </dl>
          {summary.isError && (
            <p className="text-error text-sm">{errorMessage(summary.error, 'Failed to initialize data')}</p>
          )}
        </div>
      </section>
      <div className="grid gap-4">
        <section className="card bg-base-200" aria-label="Total Skins">
          <div className="card-body gap-1">
            <h2 className="card-title">
              <Package className="size-5" aria-hidden /> Total Skins
            </h2>
            <p className="text-2xl font-bold tabular-nums">{s?.item_count ?? 0}</p>
            <p className="text-sm opacity-70">
              Tradable {s?.tradable_count ?? 0} · Non-Tradable{' '}
              {(s?.item_count ?? 0) - (s?.tradable_count ?? 0)}
            </p>
          </div>
        </section>
        <section className="card bg-base-200" aria-label="Total Gems">
          <div className="card-body gap-1">
            <h2 className="card-title">
              <Gem className="size-5" aria-hidden /> Total Gems
            </h2>
            <p className="text-sm">
              Gems{' '}
              <span className="font-bold tabular-nums">
                {mask.balance(formatBalance(walletSum(accounts, 'GEMSTONE')))}
              </span>
            </p>
            <p className="text-sm">
              Shiny Gems{' '}
              <span className="font-bold tabular-nums">
                {mask.balance(formatBalance(walletSum(accounts, 'GEMSTONE_SHINY')))}
              </span>
            </p>
          </div>
        </section>
      </div>
      <section className="card bg-base-200" aria-label="Trading Data">
        <div className="card-body gap-2">
          <div className="flex items-center gap-2">
            <h2 className="card-title mr-auto">Trading Data</h2>
            <select
              className="select select-bordered select-sm"
              aria-label="Period"
              value={period}
              onChange={(e) => setPeriod(e.target.value as OverviewPeriod)}
            >
              {overviewPeriods.map((p) => (
                <option key={p} value={p}>
                  {periodLabels[p]}
                </option>
              ))}
            </select>
          </div>
          <TradingData period={period} />
        </div>
      </section>
      <section className="card bg-base-200 lg:col-span-3" aria-label="Wealth History">
        <div className="card-body">
          <WealthChart period={period} />
        </div>
      </section>
    </div>
  );
}

function TradingData({ period }: { period: OverviewPeriod }) {
  const trades = useTrades({ period });
  const mask = usePrivacyMasks();
  if (trades.isPending) return <div className="skeleton h-24 w-full" />;
  if (trades.isError)
    return (
      <p role="alert" className="text-error text-sm">
        {errorMessage(trades.error, 'Failed to fetch trades')}
      </p>
    );
  const stats = tradingStats(trades.data.trades);
  const rows: [string, string][] = [
    ['Trades', String(stats.trades)],
    ['Withdraws', String(stats.withdraws)],
    ['Deposits', String(stats.deposits)],
    ['Completed', String(stats.completed)],
    ['Total Profit', mask.balance(formatBalance(stats.totalProfit))],
    ['Realised Profit', mask.balance(formatBalance(stats.realisedProfit))],
    ['Estimated Profit', mask.balance(formatBalance(stats.estimatedProfit))],
    ['Average Profit', `${mask.balance(stats.averageProfitPercent.toFixed(2))}%`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="opacity-70">{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
