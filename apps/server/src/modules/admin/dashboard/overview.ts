import type { DashboardOverview } from '@skinpilot/contract';
import type { DbOrTx } from '../../../db/database';
import { healthFigures, tradingFigures } from '../../market/read-trade-figures';
import { userFigures } from '../../users/count-users';
import { latestActivities } from './latest-activities';
import { licenceCap } from './licence-caps';
import { licenceExpirations } from './licence-expirations';
import { purchaseFigures } from './purchase-figures';

/** The Dashboard tab in one answer; the parts run side by side on separate connections. */
export async function dashboardOverview(db: DbOrTx, now: Date): Promise<DashboardOverview> {
  const [usersNow, cap, purchases, trading, expirations, activities, health] = await Promise.all([
    userFigures(db, now),
    licenceCap(db),
    purchaseFigures(db, now),
    tradingFigures(db, now),
    licenceExpirations(db, now),
    latestActivities(db),
    healthFigures(db, now),
  ]);
  return {
    user_stats: {
      total_users: usersNow.totalUsers,
      signups_30d: usersNow.signups30d,
      active_license_users: usersNow.activeLicences,
      license_utilization: `${usersNow.activeLicences}/${cap}`,
    },
    revenue_stats: {
      monthly_revenue_cents: purchases.monthlyRevenueCents,
      monthly_purchases: purchases.monthlyPurchases,
      latest_purchases: purchases.latestPurchases,
      latest_purchases_total_cents: purchases.latestPurchases.reduce((total, p) => total + p.amount, 0),
    },
    credit_stats: { total_credits: usersNow.totalCredits, users_with_credits: usersNow.usersWithCredits },
    trading_analytics: trading,
    license_expirations: expirations,
    latest_activities: activities,
    popular_products: purchases.popularProducts,
    system_health: { ...health, recent_trades: trading.last_30d.trade_count },
  };
}
