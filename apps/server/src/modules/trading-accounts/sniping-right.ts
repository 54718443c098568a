import { hasFreeSlot, snipingRefusal } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { limitsOf } from './account-limits';
import {
  snipingRefusalExpression,
  turnSnipingOffEverywhere,
  turnSnipingOffOn,
  type SnipingColumns,
} from './sniping-right.repository';
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

/**
 * The same rule in SQL (the refusal's text or null), for a statement that must decide for many
 * users at once under its lock, like the worker's reconcile round. `now` is a timestamp or a SQL
 * expression such as `now()`; sniping-right.test.ts proves both forms agree.
 */
export function snipingRefusalSql(user: SnipingColumns, now: Parameters<typeof snipingRefusalExpression>[1]) {
  return snipingRefusalExpression(user, now);
}

/**
 * Losing the right (licence ran out, credits spent) turns sniping off on every account of the
 * user, the moment we next look. One UPDATE that touches nothing when nothing is on.
 */
export async function enforceSnipingRight(db: DbOrTx, user: SnipingUser, now: Date): Promise<boolean> {
  if (snipingRefusalOf(user, now) === null) return false;
  return turnSnipingOffEverywhere(db, user.id);
}

/**
 * An admin stopped the account's bot: sniping goes off, so the next reconcile does not start it
 * again and the user's switch shows what happened; turning it back on is the user's choice.
 */
export async function turnSnipingOff(tx: DbOrTx, userId: string, steamId: string): Promise<void> {
  await turnSnipingOffOn(tx, userId, steamId);
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
