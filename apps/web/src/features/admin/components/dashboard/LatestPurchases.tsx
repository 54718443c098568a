import type { DashboardOverview } from '@skinpilot/contract';
import { formatDateTime, formatEuroCents } from '../../lib/format';
import { ExportCsvButton } from '../ExportCsvButton';
import { Panel } from './Panel';
import { exportPurchases } from '../../lib/purchases-csv';

export function LatestPurchases({ stats }: { stats: DashboardOverview['revenue_stats'] }) {
  return (
    <Panel
      title="Latest Purchases"
      actions={
        <div className="flex items-center gap-2">
          <span className="tabular-nums text-sm">{formatEuroCents(stats.latest_purchases_total_cents)}</span>
          {/* Every purchase of every status, not only the 12 shown. */}
          <ExportCsvButton run={exportPurchases} what="purchases" />
        </div>
      }
    >
      {stats.latest_purchases.length === 0 ? (
        <p className="opacity-70">No purchases yet. They appear here as soon as a checkout completes.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {stats.latest_purchases.map((p) => (
            <li key={p.payment_intent_id} className="flex gap-2">
              <span className="min-w-0 flex-1 truncate">
                {p.product_name} <span className="opacity-60">· {p.email}</span>
              </span>
              <span className="hidden opacity-60 sm:inline">{formatDateTime(p.purchase_date)}</span>
              <span className="tabular-nums">{formatEuroCents(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
