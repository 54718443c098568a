import { hasFreeSlot, snipingRefusal } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { limitsOf } from './account-limits';
import { turnSnipingOffEverywhere } from './sniping-right.repository';
import type { TradingAccountRow } from './trading-accounts.schema';
import type { TraderStanding } from '../users/users.queries';

type SnipingUser = Pick<TraderStanding, 'id' | 'role' | 'credits' | 'licenseExpiry'>;

export function snipingRefusalOf(user: SnipingUser, now: Date) {
  return snipingRefusal(
    {
      role: user.role,
      license_expiry: user.licenseExpiry?.toISOString() ?? null,
      credits: user.credits,
    },
    now.getTime(),
  );
}

// The same rule in SQL, and the admin's stop of one account's sniping, under their one name each.
export { snipingRefusalSql, turnSnipingOff } from './sniping-right.repository';

/**
 * Losing the right (licence ran out, credits spent) turns sniping off on every account of the
 * user, the moment we next look. One UPDATE that touches nothing when nothing is on.
 */
export async function enforceSnipingRight(db: DbOrTx, user: SnipingUser, now: Date): Promise<boolean> {
  if (snipingRefusalOf(user, now) === null) return false;
  return turnSnipingOffEverywhere(db, user.id);
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
