import { tradeActions, type Trade, type TradeAction, type TradingAccount } from '@skinpilot/contract';
import { ArrowDown, ArrowUp, Download, Info } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { Pagination } from '../../../shared/ui/Pagination';
import { accountName, formatBalance } from '../../../shared/accounts/account-view';
import { AccountSelect } from '../../../shared/accounts/AccountSelect';
import { useTrades } from '../api/trades';
import { useNow } from '../../../shared/time/use-now';
import { relativeTime } from '../../../shared/time/relative-time';
import { PrivacyToggle } from '../../../shared/privacy/PrivacyToggle';
import { csvDate, downloadCsv } from '../../../shared/csv/csv';
import { tradesCsv } from '../lib/trade-csv';
import { TradeDetailsModal } from './TradeDetailsModal';
import {
  defaultSort,
  nextSort,
  PAGE_SIZES,
  pageOf,
  profitOf,
  referenceText,
  searchTrades,
  sortTrades,
  type SortKey,
} from '../lib/trade-table';

const columns: [SortKey, string][] = [
  ['item', 'Item'],
  ['account', 'Account'],
  ['action', 'Action'],
  ['price', 'Price'],
  ['markup', 'Markup'],
  ['reference', '% of ref'],
  ['source', 'Source'],
  ['profit', 'Profit'],
  ['credits', 'Credits'],
  ['time', 'Time'],
];

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** Section 2.3's trade history: the last 1000 trades, searched, sorted and paged in the browser. */
export function TradeHistoryTab({ accounts }: { accounts: TradingAccount[] }) {
  const mask = usePrivacyMasks();
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  const [action, setAction] = useState<TradeAction | ''>('');
  const [size, setSize] = useState<number>(25);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(defaultSort);
  const [open, setOpen] = useState<Trade | null>(null);
  // Section 4: account and action refetch after 500 ms.
  const filters = useDebounced({ steamId: account || undefined, action: action || undefined }, 500);
  const trades = useTrades({ period: 'all', ...filters });
  const names = useMemo(() => new Map(accounts.map((a) => [a.steam_id, accountName(a)])), [accounts]);
  const nameOf = (steamId: string) => names.get(steamId) ?? 'Unknown Account';
  const rows = useMemo(
    () => sortTrades(searchTrades(trades.data?.trades ?? [], search, nameOf), sort, nameOf),
    // nameOf reads names only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [trades.data, search, sort, names],
  );
  const { from, to, pages } = pageOf(rows.length, page, size);
  const shown = size === -1 ? rows : rows.slice(from - 1, to);
  const resetting =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      setPage(1);
    };
  const now = useNow(60_000);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="search"
          className="input input-bordered input-sm"
          placeholder="Search trades..."
          aria-label="Search trades"
          value={search}
          onChange={(e) => resetting(setSearch)(e.target.value)}
        />
        <PrivacyToggle />
        <AccountSelect accounts={accounts} value={account} onChange={resetting(setAccount)} />
        <select
          className="select select-bordered select-sm"
          aria-label="Action"
          value={action}
          onChange={(e) => resetting(setAction)(e.target.value as TradeAction | '')}
        >
          <option value="">All Actions</option>
          {tradeActions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-sm ml-auto"
          disabled={rows.length === 0}
          title="The trades shown (every page), with the columns of the table; privacy mode masks the file too."
          onClick={() => downloadCsv(`trades-${csvDate()}.csv`, tradesCsv(rows, nameOf, mask))}
        >
          <Download className="size-4" aria-hidden />
          Export CSV
        </button>
        <select
          className="select select-bordered select-sm"
          aria-label="Page size"
          value={size}
          onChange={(e) => resetting(setSize)(Number(e.target.value))}
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s === -1 ? 'All' : s}
            </option>
          ))}
        </select>
      </div>
      {trades.isError ? (
        <div role="alert" className="alert alert-error">
          {errorMessage(trades.error, 'Failed to fetch trades')}
        </div>
      ) : trades.isPending ? (
        <div className="skeleton h-48 w-full" aria-label="Loading trades" />
      ) : rows.length === 0 ? (
        <p className="py-12 text-center opacity-70">No trade history available</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <thead>
                <tr>
                  {columns.map(([key, label]) => (
                    <th
                      key={key}
                      aria-sort={
                        sort.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      <button
                        type="button"
                        className="flex items-center gap-1"
                        onClick={() => setSort(nextSort(sort, key))}
                      >
                        {label}
                        {sort.key === key &&
                          (sort.dir === 'asc' ? (
                            <ArrowUp className="size-3" aria-hidden />
                          ) : (
                            <ArrowDown className="size-3" aria-hidden />
                          ))}
                      </button>
                    </th>
                  ))}
                  <th>
                    <span className="sr-only">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((t) => (
                  <tr key={t.trade_id}>
                    <td className="max-w-56 truncate">{t.item.market_name}</td>
                    <td>{mask.name(nameOf(t.steam_id))}</td>
                    <td>{t.action}</td>
                    <td className="tabular-nums">{mask.balance(formatBalance(t.item.coin_value))}</td>
                    <td className="tabular-nums">{t.item.markup.toFixed(2)}%</td>
                    <td
                      className="tabular-nums"
                      title={
                        t.reference_value === null
                          ? 'No reference price'
                          : `Reference ${mask.balance(formatBalance(t.reference_value))}`
                      }
                    >
                      {referenceText(t)}
                    </td>
                    <td>{t.source}</td>
                    <td className="tabular-nums">{mask.balance(formatBalance(profitOf(t)))}</td>
                    <td className="tabular-nums">{mask.balance(formatBalance(t.credits_used))}</td>
                    <td title={new Date(t.timestamp).toLocaleString()}>{relativeTime(t.timestamp, now)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        aria-label="Trade details"
                        onClick={() => setOpen(t)}
                      >
                        <Info className="size-4" aria-hidden />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto text-sm opacity-70">
              Showing {from} to {to} of {rows.length} trades
            </p>
            <Pagination page={page} pageCount={pages} onPage={setPage} />
          </div>
        </>
      )}
      <TradeDetailsModal
        trade={open}
        accountName={open ? nameOf(open.steam_id) : ''}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
