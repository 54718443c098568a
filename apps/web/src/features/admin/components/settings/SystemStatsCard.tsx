import { StatCard } from '../StatCard';
import { formatNumber } from '../../lib/format';
import { useSystemStats } from '../../api/settings';

/** Totals of the main tables and the last day's trade error rate. */
export function SystemStatsCard() {
  const stats = useSystemStats();
  const data = stats.data;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard title="Total users" value={data ? formatNumber(data.database_stats.total_users) : '-'} />
      <StatCard title="Accounts" value={data ? formatNumber(data.database_stats.total_accounts) : '-'} />
      <StatCard title="Trades" value={data ? formatNumber(data.database_stats.total_trades) : '-'} />
      <StatCard
        title="Error rate (24h)"
        value={data ? `${(data.recent_activity_24h.error_rate * 100).toFixed(1)}%` : '-'}
        detail={
          data
            ? `${data.recent_activity_24h.failed_trades} of ${data.recent_activity_24h.trades} trades`
            : undefined
        }
      />
    </div>
  );
}
