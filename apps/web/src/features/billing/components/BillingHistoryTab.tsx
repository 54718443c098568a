import type { UserProfile } from '@skinpilot/contract';
import { formatCents } from '@skinpilot/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import {
  badgeFor,
  defaultHistoryFilters,
  filterHistory,
  historyRows,
  shortId,
  type HistoryFilters,
  type HistoryStatus,
} from '../lib/purchase-history';
import { ReceiptActions } from './ReceiptActions';

const statusFilters: { id: HistoryStatus; label: string }[] = [
  { id: 'completed', label: 'Completed' },
  { id: 'waiting_for_charge', label: 'Processing' },
  { id: 'pending', label: 'Pending' },
  { id: 'failed', label: 'Failed' },
];

/** Profile > Billing: card and crypto purchases with the status and payment-type filters. */
export function BillingHistoryTab({ user }: { user: UserProfile }) {
  const [filters, setFilters] = useState<HistoryFilters>(defaultHistoryFilters);
  const all = historyRows(user);
  const rows = filterHistory(all, filters);

  return (
    <section className="card bg-base-200" aria-labelledby="billing-history-title">
      <div className="card-body space-y-4">
        <h2 id="billing-history-title" className="card-title">
          Purchase History
        </h2>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {statusFilters.map((status) => (
            <label key={status.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={filters.status[status.id]}
                onChange={(event) =>
                  setFilters((f) => ({ ...f, status: { ...f.status, [status.id]: event.target.checked } }))
                }
              />
              {status.label}
            </label>
          ))}
          <span className="divider divider-horizontal m-0" />
          {(['card', 'crypto'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={filters[type]}
                onChange={(event) => setFilters((f) => ({ ...f, [type]: event.target.checked }))}
              />
              {type === 'card' ? 'Card' : 'Crypto'}
            </label>
          ))}
        </div>
        {rows.length === 0 ? (
          <div className="py-8 text-center opacity-80">
            <p>{all.length === 0 ? 'No purchases yet.' : 'No purchases match these filters.'}</p>
            {all.length === 0 && (
              <Link to={paths.pricing} className="btn btn-primary btn-sm mt-3">
                View Pricing
              </Link>
            )}
          </div>
        ) : (
          <ul className="max-h-[28rem] space-y-2 overflow-y-auto" aria-label="Purchases">
            {rows.map((row) => {
              const badge = badgeFor(row.status);
              return (
                <li
                  key={`${row.type}-${row.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-100 p-3"
                  data-testid="purchase-row"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{row.productName}</p>
                    <p className="font-mono text-xs opacity-60" title={row.id}>
                      {shortId(row.id)} · {row.type === 'card' ? 'Card' : 'Crypto'} ·{' '}
                      {new Date(row.date).toLocaleDateString('en-GB', { timeZone: 'UTC' })}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className="tabular whitespace-nowrap font-semibold">
                      {formatCents(row.amount, row.currency)}
                    </span>
                    <span className={`badge badge-sm ${badge.tone}`}>{badge.label}</span>
                    {row.receiptUrl && <ReceiptActions url={row.receiptUrl} toastMs={5000} />}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
