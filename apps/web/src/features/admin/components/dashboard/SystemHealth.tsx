import type { DashboardOverview } from '@skinpilot/contract';
import { formatNumber } from '../../lib/format';
import { Panel } from './Panel';

export function SystemHealth({ health }: { health: DashboardOverview['system_health'] }) {
  const rows = [
    ['Active accounts (30 days)', health.active_accounts],
    ['Activities (24 hours)', health.recent_activities],
    ['Trades (30 days)', health.recent_trades],
  ] as const;
  return (
    <Panel title="System Health">
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="opacity-70">{label}</dt>
            <dd className="tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
