import { hasFreeSlot, snipingRefusal, type Role } from '@skinpilot/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { limitsOf } from './account-limits';
import { tradingAccounts, type TradingAccountRow } from './trading-accounts.schema';

type SnipingUser = { id: string; role: Role; credits: string; licenseExpiry: Date | null };

export function snipingRefusalOf(user: SnipingUser, now: Date) {
  return snipingRefusal(
    {
      role: user.role,
      license_expiry: user.licenseExpiry?.toISOString() ?? null,
      credits: Number(user.credits),
    },
    now.getTime(),
  );
}

/**
 * Losing the right (licence ran out, credits spent) turns sniping off on every account of the
 * user, the moment we next look. One UPDATE that touches nothing when nothing is on.
 */
export async function enforceSnipingRight(db: DbOrTx, user: SnipingUser, now: Date): Promise<boolean> {
  if (snipingRefusalOf(user, now) === null) return false;
  const switched = await db
    .update(tradingAccounts)
    .set({ snipingEnabled: false })
    .where(and(eq(tradingAccounts.userId, user.id), eq(tradingAccounts.snipingEnabled, true)))
    .returning({ id: tradingAccounts.id });
  return switched.length > 0;
}

/**
 * An admin stopped the account's bot: sniping goes off, so the next reconcile does not start it
 * again and the user's switch shows what happened; turning it back on is the user's choice.
 */
export async function turnSnipingOff(tx: DbOrTx, userId: string, steamId: string): Promise<void> {
  await tx
    .update(tradingAccounts)
    .set({ snipingEnabled: false })
    .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.steamId, steamId)));
}

/** Turning sniping on needs the right, an account in good standing and a free sniping slot. */
export async function assertMayEnableSniping(
  tx: DbOrTx,
  user: SnipingUser,
  account: TradingAccountRow,
  now: Date,
) {
  const refusal = snipingRefusalOf(user, now);
  const refuse = (message: string) =>
    new AppError('forbidden', message, { errors: [{ field: 'sniping_enabled', message }] });
  if (refusal) throw refuse(refusal);
  if (account.status === 'suspended_payment_required') {
    throw refuse('Payment required: renew the extra slots to reactivate this account.');
  }
  const { current, limits } = await limitsOf(tx, user, now);
  if (!hasFreeSlot(current, limits, 'sniping')) {
    throw refuse(`You have no free sniping slot (${current.sniping}/${limits.sniping}).`);
  }
}
