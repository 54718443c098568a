import type { SteamInventoryItem, TradingAccount } from '@skinpilot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Search } from 'lucide-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { steamDataKey } from '../api/steam-data';
import { useSteamInventory } from '../api/steam-inventory';
import { relativeTime } from '../../../shared/time/relative-time';
import { filterSteamItems, isSouvenir, isStatTrak, wearOf } from '../lib/steam-item';
import { InventoryItemDetails } from './InventoryItemDetails';
import { SendGiftDialog } from './SendGiftDialog';

/** Section 8: 403 means a private inventory; other failures show the server's sentence. */
function inventoryProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 403)
    return error.detail ?? 'This Steam inventory is private. Make it public in your Steam privacy settings.';
  return errorMessage(error, 'Failed to fetch inventory');
}

/** Section 2.12's Steam inventory screen. */
export function SteamInventoryTab({ account, now }: { account: TradingAccount; now: number }) {
  const queryClient = useQueryClient();
  const inventory = useSteamInventory(account.steam_id, true);
  const [search, setSearch] = useState('');
  const [tradableOnly, setTradableOnly] = useState(false);
  const [details, setDetails] = useState<SteamInventoryItem | null>(null);
  const [gift, setGift] = useState<SteamInventoryItem | null>(null);
  const data = inventory.data;
  const items = filterSteamItems(data?.inventory ?? [], search, tradableOnly);

  return (
    <div className="space-y-3" data-testid="steam-inventory">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Steam Inventory</h3>
        {data && (
          <span className="text-sm opacity-70">
            {data.stats.total} items · {data.stats.tradable} tradable · Updated{' '}
            {relativeTime(data.updated_at, now)}
          </span>
        )}
        <button
          type="button"
          className="btn btn-sm btn-ghost ml-auto"
          disabled={inventory.isFetching}
          onClick={() =>
            void queryClient.refetchQueries({ queryKey: [...steamDataKey(account.steam_id), 'inventory'] })
          }
        >
          <RefreshCw className={`size-4 ${inventory.isFetching ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="input input-sm input-bordered flex flex-1 items-center gap-2">
          <Search className="size-4 opacity-60" aria-hidden />
          <input
            type="search"
            aria-label="Search items"
            placeholder="Search by item name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="toggle toggle-sm"
            checked={tradableOnly}
            onChange={(event) => setTradableOnly(event.target.checked)}
          />
          Tradable Only
        </label>
      </div>
      {data?.warning && (
        <div role="status" className="alert alert-warning text-sm">
          {data.warning}
        </div>
      )}
      {inventory.isPending ? (
        <p className="py-6 text-center opacity-70">Loading inventory...</p>
      ) : inventory.isError ? (
        <div role="alert" className="alert alert-error">
          {inventoryProblem(inventory.error)}
        </div>
      ) : items.length === 0 ? (
        <p className="py-6 text-center opacity-70">No items match.</p>
      ) : (
        <ul
          className="grid max-h-[600px] grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4"
          aria-label="Steam items"
        >
          {items.map((item) => (
            <li key={item.asset_id}>
              <button
                type="button"
                className={`w-full rounded-box border bg-base-100 p-2 text-left ${item.tradable ? 'border-base-300' : 'border-dashed border-base-300 opacity-70'}`}
                style={
                  item.rarity_color
                    ? { borderBottomColor: item.rarity_color, borderBottomWidth: 3 }
                    : undefined
                }
                onClick={() => setDetails(item)}
                data-testid="steam-item"
              >
                <img src={item.icon_url} alt="" className="mx-auto h-16 object-contain" loading="lazy" />
                <p className="mt-1 truncate text-xs" title={item.market_name}>
                  {item.market_name}
                </p>
                <div className="mt-1 flex flex-wrap gap-1">
                  {isStatTrak(item) && <span className="badge badge-xs badge-warning">ST</span>}
                  {isSouvenir(item) && <span className="badge badge-xs badge-accent">SV</span>}
                  {wearOf(item) && <span className="badge badge-xs">{wearOf(item)}</span>}
                  {item.protected && (
                    <span
                      className="badge badge-xs badge-info"
                      title="Steam's trade protection: this item came in a recent trade, which can still be rolled back."
                    >
                      Protected
                    </span>
                  )}
                  {!item.tradable && (
                    <span className="badge badge-xs badge-ghost">{item.market_tradable_restriction}d</span>
                  )}
                </div>
              </button>
            </li>
          ))}
        </ul>
      )}
      {details && (
        <InventoryItemDetails
          item={details}
          onClose={() => setDetails(null)}
          onSend={(item) => {
            setDetails(null);
            setGift(item);
          }}
        />
      )}
      {gift && <SendGiftDialog steamId={account.steam_id} item={gift} onClose={() => setGift(null)} />}
    </div>
  );
}
