import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { userTradeTotals } from '../../market/read-trade-figures';
import { countAccountsOfUser } from '../../trading-accounts/account-records.queries';
import { userAccountFacts } from '../../users/users.queries';

/** The user details modal: who the user is and what the bots traded for them (one read per module). */
export async function userDetails(db: DbOrTx, userId: string) {
  const [user, totals, accounts] = await Promise.all([
    userAccountFacts(db, userId),
    userTradeTotals(db, userId),
    countAccountsOfUser(db, userId),
  ]);
  if (!user) throw notFound('No user with this id.');
  return {
    id: user.id,
    username: user.username || null,
    email: user.email,
    role: user.role,
    credits: user.credits,
    license_expiry: user.licenseExpiry?.toISOString() ?? null,
    two_factor_enabled: user.twoFactorEnabled,
    suspended_at: user.suspendedAt?.toISOString() ?? null,
    trading_stats: {
      total_trades: totals.trades,
      total_credits_used: totals.creditsUsed,
      account_stats: { total_accounts: accounts },
    },
  };
}
