import { formatCents } from '@skinpilot/domain';
import { useState } from 'react';
import { useUserLedger, useUserPurchases } from '../../api/user-actions';
import { formatDateTime, formatNumber } from '../../lib/format';

/** The user's purchases (every status) and credit ledger, read when the admin opens them. */
export function UserHistory({ userId }: { userId: string }) {
  return (
    <div className="flex flex-col gap-2">
      <details className="collapse-arrow collapse bg-base-200">
        <summary className="collapse-title font-semibold">Purchases</summary>
        <div className="collapse-content">
          <Purchases userId={userId} />
        </div>
      </details>
      <details className="collapse-arrow collapse bg-base-200">
        <summary className="collapse-title font-semibold">Credit ledger</summary>
        <div className="collapse-content">
          <Ledger userId={userId} />
        </div>
      </details>
    </div>
  );
}

function Purchases({ userId }: { userId: string }) {
  const purchases = useUserPurchases(userId);
  if (purchases.isError) return <p className="text-error">Failed to load purchases</p>;
  if (!purchases.data) return <div className="skeleton h-16 w-full" aria-label="Loading purchases" />;
  if (purchases.data.purchases.length === 0) return <p className="opacity-70">No purchases.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-xs" aria-label="Purchases of this user">
        <thead>
          <tr>
            <th>Date</th>
            <th>Product</th>
            <th>Method</th>
            <th>Status</th>
            <th className="text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {purchases.data.purchases.map((p) => (
            <tr key={p.id}>
              <td className="whitespace-nowrap">{formatDateTime(p.completed_at ?? p.created_at)}</td>
              <td>{p.product_name}</td>
              <td>{p.method}</td>
              <td>{p.status}</td>
              <td className="text-right tabular-nums">{formatCents(p.amount_cents, p.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Ledger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const ledger = useUserLedger(userId, page);
  if (ledger.isError) return <p className="text-error">Failed to load the ledger</p>;
  if (!ledger.data) return <div className="skeleton h-16 w-full" aria-label="Loading the ledger" />;
  if (ledger.data.entries.length === 0 && page === 1) return <p className="opacity-70">No credit changes.</p>;
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="table table-xs" aria-label="Credit ledger of this user">
          <thead>
            <tr>
              <th>Date</th>
              <th>Reason</th>
              <th className="text-right">Change</th>
              <th className="text-right">Balance</th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.entries.map((e) => (
              <tr key={e.id}>
                <td className="whitespace-nowrap">{formatDateTime(e.created_at)}</td>
                <td>{e.reason}</td>
                <td className={`text-right tabular-nums ${e.amount < 0 ? 'text-error' : 'text-success'}`}>
                  {e.amount > 0 ? '+' : ''}
                  {formatNumber(e.amount)}
                </td>
                <td className="text-right tabular-nums">{formatNumber(e.balance_after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(page > 1 || ledger.data.has_more) && (
        <div className="join self-center">
          <button
            type="button"
            className="join-item btn btn-xs"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </button>
          <button
            type="button"
            className="join-item btn btn-xs"
            disabled={!ledger.data.has_more}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </div>
      )}
    </div>
  );
}
