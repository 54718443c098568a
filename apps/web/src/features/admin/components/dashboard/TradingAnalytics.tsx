import type { DashboardOverview } from '@skinpilot/contract';
import { formatNumber } from '../../lib/format';
import { Panel } from './Panel';

type Analytics = DashboardOverview['trading_analytics'];

const bands = [
  ['under_1_1', 'Under 1.1%'],
  ['under_3_1', '1.1-3.1%'],
  ['under_5_1', '3.1-5.1%'],
  ['over_5_1', 'Over 5.1%'],
] as const;

function Window({ title, window }: { title: string; window: Analytics['last_30d'] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      <p className="tabular-nums">
        {formatNumber(window.trade_count)} trades · {formatNumber(window.total_volume)} coins
      </p>
      <ul className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-4">
        {bands.map(([bucket, label]) => (
          <li key={bucket} className="rounded bg-base-300 px-2 py-1">
            <span className="opacity-70">{label}</span>{' '}
            <span className="tabular-nums">{formatNumber(window.markup_breakdown[bucket] ?? 0)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TradingAnalytics({ analytics }: { analytics: Analytics }) {
  return (
    <Panel title="Trading Analytics">
      <div className="grid gap-4 md:grid-cols-2">
        <Window title="Last 30 days" window={analytics.last_30d} />
        <Window title="Last 24 hours" window={analytics.last_24h} />
      </div>
    </Panel>
  );
}
