import type { DashboardOverview } from '@skinpilot/contract';
import { formatEuroCents } from '../../lib/format';
import { Panel } from './Panel';

export function PopularProducts({ products }: { products: DashboardOverview['popular_products'] }) {
  return (
    <Panel title="Popular Products">
      {products.length === 0 ? (
        <p className="opacity-70">No sales in the last 30 days.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {products.map((p) => (
            <li key={p.product_name} className="flex gap-2">
              <span className="flex-1 truncate">{p.product_name}</span>
              <span className="tabular-nums opacity-70">{p.purchases}×</span>
              <span className="tabular-nums">{formatEuroCents(p.revenue_cents)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
