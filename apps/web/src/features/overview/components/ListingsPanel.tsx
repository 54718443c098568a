import type { AccountListing } from '@skinpilot/contract';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { formatBalance } from '../../../shared/accounts/account-view';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { relativeTime } from '../../../shared/time/relative-time';
import { useNow } from '../../../shared/time/use-now';
import { useToast } from '../../../shared/toast/toast-context';
import { useListingAction, useListings } from '../api/listings';

/**
 * Issue 25's Listings view: every item the accounts have on sale on CSGORoll with its price, markup,
 * age, the next decay step and the floor, and Cancel / Relist now for a listing nobody joined yet.
 */
export function ListingsPanel() {
  const listings = useListings();
  const count = listings.data?.length ?? 0;
  if (listings.isError)
    return (
      <div role="alert" className="alert alert-error">
        {errorMessage(listings.error, 'Failed to fetch listings')}
      </div>
    );
  if (count === 0) return null;
  return (
    <details className="collapse collapse-arrow bg-base-200" data-testid="listings-panel">
      <summary className="collapse-title min-h-0 py-2 text-sm font-semibold">
        Listings <span className="badge badge-info badge-sm">{count}</span>
      </summary>
      <div className="collapse-content overflow-x-auto">
        <ListingsTable listings={listings.data ?? []} />
      </div>
    </details>
  );
}

function ListingsTable({ listings }: { listings: AccountListing[] }) {
  const mask = usePrivacyMasks();
  const now = useNow(60_000);
  const action = useListingAction();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const run = (kind: 'cancel' | 'relist', listing: AccountListing) => {
    setBusy(listing.trade_id);
    action.mutate(
      { action: kind, tradeId: listing.trade_id },
      {
        onSuccess: (answer) => toast.success(answer.message, { durationMs: 3000 }),
        onError: (error) => toast.error(errorMessage(error, 'The listing could not be changed.')),
        onSettled: () => setBusy(null),
      },
    );
  };
  return (
    <table className="table table-xs">
      <thead>
        <tr>
          <th>Item</th>
          <th>Account</th>
          <th className="text-right">Price</th>
          <th className="text-right">Markup</th>
          <th>Age</th>
          <th>Next decay</th>
          <th className="text-right">Floor</th>
          <th>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {listings.map((l) => (
          <tr key={l.trade_id} data-testid="listing-row">
            <td className="max-w-56 truncate" title={`${l.brand} | ${l.name}`}>
              {l.brand} | {l.name}
            </td>
            <td className="max-w-32 truncate">{mask.name(l.account_label?.trim() || l.account_name)}</td>
            <td className="whitespace-nowrap text-right tabular-nums">
              <Coins className="inline size-3" aria-label="coins" /> {mask.balance(formatBalance(l.price))}
            </td>
            <td className="text-right tabular-nums">+{l.markup_percent.toFixed(2)}%</td>
            <td className="whitespace-nowrap">{relativeTime(l.listed_at, now)}</td>
            <td className="whitespace-nowrap">
              {l.next_decay
                ? `+${l.next_decay.markup_percent.toFixed(2)}%${l.next_decay.at ? ` ${untilText(l.next_decay.at, now)}` : ''}`
                : '—'}
            </td>
            <td className="text-right tabular-nums">
              {l.floor_percent === null ? '—' : `+${l.floor_percent.toFixed(2)}%`}
            </td>
            <td className="whitespace-nowrap text-right">
              {l.status === 'LISTED' ? (
                <span className="join">
                  <button
                    type="button"
                    className="btn join-item btn-ghost btn-xs"
                    disabled={busy !== null}
                    onClick={() => run('relist', l)}
                  >
                    Relist now
                  </button>
                  <button
                    type="button"
                    className="btn join-item btn-ghost btn-xs text-error"
                    disabled={busy !== null}
                    onClick={() => run('cancel', l)}
                  >
                    Cancel
                  </button>
                </span>
              ) : (
                <span className="badge badge-ghost badge-sm">
                  {l.status === 'JOINED' ? 'Joined' : 'Sending'}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "in 3 h" / "due": when the next auto-deposit run decays the listing. */
function untilText(at: string, now: number): string {
  const ms = Date.parse(at) - now;
  if (ms <= 0) return 'due';
  const minutes = Math.ceil(ms / 60_000);
  return minutes < 60 ? `in ${minutes} min` : `in ${Math.round(minutes / 60)} h`;
}
