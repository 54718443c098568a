import { count, eq, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { trades } from '../../market/market.schema';
import { tradingAccounts } from '../../trading-accounts/trading-accounts.schema';
import { users } from '../../users/users.schema';

/** The user details modal: who the user is and what the bots traded for them. */
export async function userDetails(db: DbOrTx, userId: string) {
  const [[user], [totals], [linked]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        credits: users.credits,
        licenseExpiry: users.licenseExpiry,
        twoFactorEnabled: users.twoFactorEnabled,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({
        trades: count(),
        // A refunded trade gave its credits back, so they were not used.
        creditsUsed: sum(sql`case when ${trades.refundedAt} is null then ${trades.creditsUsed} end`),
      })
      .from(trades)
      .where(eq(trades.userId, userId)),
    db.select({ accounts: count() }).from(tradingAccounts).where(eq(tradingAccounts.userId, userId)),
  ]);
  if (!user) throw notFound('No user with this id.');
  return {
    id: user.id,
    username: user.username || null,
    email: user.email,
    role: user.role,
    credits: Number(user.credits),
    license_expiry: user.licenseExpiry?.toISOString() ?? null,
    two_factor_enabled: user.twoFactorEnabled,
    suspended_at: user.suspendedAt?.toISOString() ?? null,
    trading_stats: {
      total_trades: totals?.trades ?? 0,
      total_credits_used: Number(totals?.creditsUsed ?? 0),
      account_stats: { total_accounts: linked?.accounts ?? 0 },
    },
  };
}
