import type { UserProfile } from '@skinpilot/contract';
import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNow } from '../../../shared/time/use-now';
import {
  chartPoints,
  defaultLegacyQuery,
  LEGACY_CSV_FILE,
  legacyCsv,
  legacyTotals,
  selectLegacyItems,
  type LegacyQuery,
  type LegacySortKey,
} from '../lib/legacy-trades';
import { LegacyChart } from './LegacyChart';
import { TradeCard } from './TradeCard';

const sortOptions: { value: string; label: string }[] = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'coin_value:desc', label: 'Highest value' },
  { value: 'coin_value:asc', label: 'Lowest value' },
  { value: 'markup:desc', label: 'Highest markup' },
  { value: 'markup:asc', label: 'Lowest markup' },
];

function downloadCsv(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = LEGACY_CSV_FILE;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Profile > Legacy: the earlier system's trading data, read-only, with filters, chart and CSV export.
 * The current bots' trades are never shown here (decision 034).
 */
export function LegacyTradesTab({ user }: { user: UserProfile }) {
  const now = useNow(60_000);
  const [query, setQuery] = useState<LegacyQuery>(defaultLegacyQuery);
  const items = selectLegacyItems(user.traded_items, query, now);
  const totals = legacyTotals(user.traded_items);
  const points = chartPoints(user.inventory_coins, now);
  const range = query.range;

  return (
    <div className="space-y-4">
      <div role="alert" className="alert alert-warning">
        <TriangleAlert className="size-5" aria-hidden />
        <span>This is data from the old system. It is kept for reference and is no longer updated.</span>
      </div>
      {user.traded_items.length === 0 && (
        <p className="text-sm opacity-70">
          There is no data from the old system for your account. Your current trades are in the trade history
          of the trading dashboard.
        </p>
      )}
      <div className="stats stats-vertical w-full bg-base-200 sm:stats-horizontal">
        <div className="stat">
          <div className="stat-title">Withdrawn value</div>
          <div className="stat-value tabular text-2xl">{totals.withdrawnValue}</div>
        </div>
        <div className="stat">
          <div className="stat-title">Average markup</div>
          <div className="stat-value tabular text-2xl">{totals.averageMarkup}%</div>
        </div>
        <div className="stat">
          <div className="stat-title">Withdrawals</div>
          <div className="stat-value tabular text-2xl">{totals.count}</div>
        </div>
      </div>
      <section className="card bg-base-200" aria-label="Inventory value">
        <div className="card-body">
          <h2 className="card-title text-base">Inventory value (14 days)</h2>
          <LegacyChart points={points} />
        </div>
      </section>
      <div className="flex flex-wrap items-end gap-2">
        <div className="join">
          {(['Withdraw', 'Deposit'] as const).map((action) => (
            <button
              key={action}
              type="button"
              aria-pressed={query.action === action}
              className={`btn join-item btn-sm ${query.action === action ? 'btn-primary' : ''}`}
              onClick={() => setQuery((q) => ({ ...q, action }))}
            >
              {action === 'Withdraw' ? 'Withdrawals' : 'Deposits'}
            </button>
          ))}
        </div>
        <input
          className="input input-sm w-48"
          placeholder="Search market name"
          aria-label="Search market name"
          value={query.search}
          onChange={(event) => setQuery((q) => ({ ...q, search: event.target.value }))}
        />
        <select
          className="select select-sm w-40"
          aria-label="Sort"
          value={`${query.sort.key}:${query.sort.direction}`}
          onChange={(event) => {
            const [key, direction] = event.target.value.split(':') as [LegacySortKey, 'asc' | 'desc'];
            setQuery((q) => ({ ...q, sort: { key, direction } }));
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className="join">
          {([7, 30, 90] as const).map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={range.kind === 'days' && range.days === days}
              className={`btn join-item btn-sm ${range.kind === 'days' && range.days === days ? 'btn-primary' : ''}`}
              onClick={() => setQuery((q) => ({ ...q, range: { kind: 'days', days } }))}
            >
              {days}d
            </button>
          ))}
          <button
            type="button"
            aria-pressed={range.kind === 'custom'}
            className={`btn join-item btn-sm ${range.kind === 'custom' ? 'btn-primary' : ''}`}
            onClick={() => setQuery((q) => ({ ...q, range: { kind: 'custom', start: '', end: '' } }))}
          >
            Custom
          </button>
        </div>
        {range.kind === 'custom' && (
          <>
            <input
              type="date"
              className="input input-sm w-40"
              aria-label="Start date"
              value={range.start}
              onChange={(event) =>
                setQuery((q) => ({ ...q, range: { ...range, start: event.target.value } }))
              }
            />
            <input
              type="date"
              className="input input-sm w-40"
              aria-label="End date"
              value={range.end}
              onChange={(event) => setQuery((q) => ({ ...q, range: { ...range, end: event.target.value } }))}
            />
          </>
        )}
        <button
          type="button"
          className="btn btn-sm btn-outline ml-auto"
          onClick={() => downloadCsv(legacyCsv(items))}
        >
          <Download className="size-4" aria-hidden /> Export CSV
        </button>
      </div>
      {items.length === 0 ? (
        <p className="py-8 text-center opacity-70">No legacy trades match these filters.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <TradeCard key={`${item.trade_id}-${item.timestamp}`} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}
