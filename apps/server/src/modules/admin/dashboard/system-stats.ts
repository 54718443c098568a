import type { DbOrTx } from '../../../db/database';
import { marketTotals } from '../../market/read-trade-figures';
import { countAccounts } from '../../trading-accounts/account-records.queries';
import { userTotals } from '../../users/count-users';

const DAY_MS = 86_400_000;

/** Totals and the last day's activity; each module's part runs side by side on the pool. */
export async function systemStats(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [users, accounts, market] = await Promise.all([
    userTotals(db, since),
    countAccounts(db),
    marketTotals(db, since),
  ]);
  return {
    database_stats: {
      total_users: users.users,
      total_accounts: accounts,
      total_trades: market.trades,
      total_activities: market.activities,
    },
    recent_activity_24h: {
      trades: market.tradesSince,
      failed_trades: market.failedTradesSince,
      activities: market.activitiesSince,
      signups: users.signups,
      error_rate:
        market.tradesSince === 0
          ? 0
          : Math.round((market.failedTradesSince / market.tradesSince) * 10_000) / 10_000,
    },
  };
}
