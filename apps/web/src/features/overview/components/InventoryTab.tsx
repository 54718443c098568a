import type { InventoryItem, TradingAccount } from '@skinpilot/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Filter, RefreshCw, Search, X } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { usePrivacyMode, privacyMasks } from '../../../shared/privacy/privacy-mode';
import { useToast } from '../../../shared/toast/toast-context';
import { accountName } from '../../../shared/accounts/account-view';
import { useInventory, useRefreshInventory } from '../api/inventory';
import { ItemCard } from './ItemCard';
import { ListingsPanel } from './ListingsPanel';
import { PrivacyToggle } from '../../../shared/privacy/PrivacyToggle';
import {
  indexInventory,
  matchingItems,
  noFilters,
  RARITIES,
  SORTS,
  visibleItems,
  type InventoryFilters,
  type InventorySort,
} from '../lib/inventory-view';

const CARD_WIDTH = 220;
const ROW_HEIGHT = 320;
const flags = [
  ['stattrak', 'StatTrak'],
  ['souvenir', 'Souvenir'],
  ['withStickers', 'With Stickers'],
  ['tradable', 'Tradable'],
  ['nonTradable', 'Non-Tradable'],
] as const;

/** Section 2.3's inventory tab: every item of every account, filtered and sorted in the browser. */
export function InventoryTab({ accounts }: { accounts: TradingAccount[] }) {
  const inventory = useInventory();
  const refresh = useRefreshInventory();
  const toast = useToast();
  const [filters, setFilters] = useState<InventoryFilters>(noFilters);
  const [sort, setSort] = useState<InventorySort>('value_desc');
  const deferred = useDeferredValue(filters);
  // Keys once per data load, the filter pass once per filter change, the order once per sort:
  // a sort change then neither re-filters nor re-sorts 5,000 items with a costly comparator.
  const index = useMemo(() => {
    const data = inventory.data;
    return data ? indexInventory([...data.inventory, ...data.protected_withdrawals]) : null;
  }, [inventory.data]);
  const pass = useMemo(() => (index ? matchingItems(index, deferred) : null), [index, deferred]);
  const items = useMemo(() => (index && pass ? visibleItems(index, pass, sort) : []), [index, pass, sort]);
  const set = (patch: Partial<InventoryFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const onRefresh = () => {
    if (refresh.isPending) return;
    refresh.mutate(undefined, {
      onSuccess: (answer) => {
        const m = answer.skipped_accounts.length;
        toast.success(
          m > 0
            ? `Updated ${answer.updated_accounts.length} accounts, ${m} accounts were recently updated`
            : 'Updated all accounts successfully',
          { durationMs: 3000 },
        );
        if (answer.failed_accounts.length > 0)
          toast.error(`Failed to refresh ${answer.failed_accounts.length} account`, { durationMs: 3000 });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429)
          toast.warning(error.detail ?? 'All accounts were recently updated.', { durationMs: 3000 });
        else toast.error('Error refreshing inventory. Please try again later.', { durationMs: 3000 });
      },
    });
  };

  const chips: { label: string; clear: () => void }[] = [
    ...(filters.search ? [{ label: `Search: ${filters.search}`, clear: () => set({ search: '' }) }] : []),
    ...filters.accounts.map((id) => ({
      label: accountLabel(accounts, id),
      clear: () => set({ accounts: filters.accounts.filter((a) => a !== id) }),
    })),
    ...flags
      .filter(([key]) => filters[key])
      .map(([key, label]) => ({ label, clear: () => set({ [key]: false }) })),
    ...filters.rarities.map((r) => ({
      label: r,
      clear: () => set({ rarities: filters.rarities.filter((x) => x !== r) }),
    })),
  ];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label className="input input-bordered input-sm flex items-center gap-2">
          <Search className="size-4 opacity-60" aria-hidden />
          <input
            type="search"
            placeholder="Search items..."
            aria-label="Search items"
            value={filters.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </label>
        <PrivacyToggle />
        <AccountsSelect
          accounts={accounts}
          selected={filters.accounts}
          onChange={(ids) => set({ accounts: ids })}
        />
        <select
          className="select select-bordered select-sm"
          aria-label="Sort"
          value={sort}
          onChange={(e) => setSort(e.target.value as InventorySort)}
        >
          {Object.entries(SORTS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
        <details className="dropdown">
          <summary className="btn btn-sm">
            <Filter className="size-4" aria-hidden /> Filters
          </summary>
          <div className="dropdown-content z-20 w-64 rounded-box bg-base-200 p-3 shadow">
            {flags.map(([key, label]) => (
              <label key={key} className="label cursor-pointer justify-start gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={filters[key]}
                  onChange={(e) => set({ [key]: e.target.checked })}
                />
                {label}
              </label>
            ))}
            <p className="mt-2 text-xs font-semibold opacity-70">Rarity</p>
            {RARITIES.map((r) => (
              <label key={r} className="label cursor-pointer justify-start gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={filters.rarities.includes(r)}
                  onChange={(e) =>
                    set({
                      rarities: e.target.checked
                        ? [...filters.rarities, r]
                        : filters.rarities.filter((x) => x !== r),
                    })
                  }
                />
                {r}
              </label>
            ))}
          </div>
        </details>
        <button type="button" className="btn btn-sm" onClick={onRefresh} disabled={refresh.isPending}>
          <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden />
          {refresh.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.label}>
              <button type="button" className="badge badge-primary gap-1" onClick={chip.clear}>
                {chip.label} <X className="size-3" aria-label="Remove filter" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ListingsPanel />
      {inventory.isPending ? (
        <div className="skeleton h-64 w-full" aria-label="Loading inventory" />
      ) : inventory.isError ? (
        <div role="alert" className="alert alert-error">
          {errorMessage(inventory.error, 'Failed to fetch inventory')}
        </div>
      ) : items.length === 0 ? (
        <p className="py-12 text-center opacity-70">No items match your filters</p>
      ) : (
        <ItemGrid items={items} />
      )}
    </div>
  );
}

function accountLabel(accounts: TradingAccount[], steamId: string) {
  const account = accounts.find((a) => a.steam_id === steamId);
  return account ? accountName(account) : 'Unknown Account';
}

function AccountsSelect(props: {
  accounts: TradingAccount[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const [privacy] = usePrivacyMode();
  const mask = privacyMasks(privacy);
  const { accounts, selected, onChange } = props;
  return (
    <details className="dropdown">
      <summary className="btn btn-sm">
        {selected.length === 0 ? 'All Accounts' : `${selected.length} accounts`}
      </summary>
      <div className="dropdown-content z-20 w-64 rounded-box bg-base-200 p-3 shadow">
        <label className="label cursor-pointer justify-start gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={selected.length === 0}
            onChange={() => onChange([])}
          />
          All Accounts
        </label>
        {accounts.map((a) => (
          <label key={a.steam_id} className="label cursor-pointer justify-start gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={selected.includes(a.steam_id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...selected, a.steam_id] : selected.filter((id) => id !== a.steam_id),
                )
              }
            />
            {mask.name(accountName(a))}
          </label>
        ))}
      </div>
    </details>
  );
}

const subscribeResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** Only the rows in view are in the DOM, so 5,000 items paint as fast as 50. */
function ItemGrid({ items }: { items: InventoryItem[] }) {
  const parent = useRef<HTMLDivElement>(null);
  const [privacy] = usePrivacyMode();
  const mask = privacyMasks(privacy);
  const width = useSyncExternalStore(subscribeResize, () => window.innerWidth);
  const columns = Math.max(1, Math.floor((parent.current?.clientWidth ?? width - 64) / CARD_WIDTH));
  const rows = Math.ceil(items.length / columns);
  // The virtualizer re-renders this grid itself on scroll; the compiler only skips memoising it here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    // One row (320 px) beyond the view is enough to scroll into; each extra row is five more cards
    // to render on every sort or filter change.
    overscan: 1,
  });
  return (
    <div ref={parent} className="h-[70vh] overflow-auto" data-testid="inventory-grid">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="absolute left-0 grid w-full gap-3 pb-3"
            style={{
              top: row.start,
              height: ROW_HEIGHT,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {/* Keyed by place, not by item: after a sort or filter the cards in view update in
                place instead of unmounting and mounting again. */}
            {items.slice(row.index * columns, row.index * columns + columns).map((item, column) => (
              <ItemCard key={column} item={item} privacy={privacy} maskBalance={mask.balance} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
