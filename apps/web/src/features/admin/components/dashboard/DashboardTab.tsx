import { StatCard } from '../StatCard';
import { LoadError } from '../LoadError';
import { useDashboardOverview } from '../../api/get-dashboard-overview';
import { formatEuroCents, formatNumber } from '../../lib/format';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { LatestActivities } from './LatestActivities';
import { LatestPurchases } from './LatestPurchases';
import { LicenceExpirations } from './LicenceExpirations';
import { PopularProducts } from './PopularProducts';
import { SystemHealth } from './SystemHealth';
import { TradingAnalytics } from './TradingAnalytics';

export default function DashboardTab() {
  const overview = useDashboardOverview();
  useLoadErrorToast(overview.error, 'Failed to load dashboard data');

  if (overview.isPending) return <div className="skeleton h-96 w-full" aria-label="Loading dashboard" />;
  if (overview.isError)
    return <LoadError message="Failed to load dashboard data" onRetry={() => void overview.refetch()} />;
  const { user_stats, revenue_stats, credit_stats } = overview.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title="Total Users"
          value={formatNumber(user_stats.total_users)}
          detail={`+${formatNumber(user_stats.signups_30d)} in the last 30 days`}
        />
        <StatCard
          title="Active License Users"
          value={formatNumber(user_stats.active_license_users)}
          detail={`Utilisation ${user_stats.license_utilization}`}
        />
        <StatCard
          title="Monthly Revenue"
          value={formatEuroCents(revenue_stats.monthly_revenue_cents)}
          detail={`${formatNumber(revenue_stats.monthly_purchases)} purchases`}
        />
        <StatCard
          title="Credits Distributed"
          value={formatNumber(credit_stats.total_credits)}
          detail={`${formatNumber(credit_stats.users_with_credits)} users hold credits`}
        />
      </div>
      <TradingAnalytics analytics={overview.data.trading_analytics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <LicenceExpirations entries={overview.data.license_expirations} />
        <LatestPurchases stats={revenue_stats} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <SystemHealth health={overview.data.system_health} />
        <PopularProducts products={overview.data.popular_products} />
        <LatestActivities activities={overview.data.latest_activities} />
      </div>
    </div>
  );
}
