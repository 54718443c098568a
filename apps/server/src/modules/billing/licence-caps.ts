import type { DbOrTx, Tx } from '../../db/database';
import type { LicenceKind } from './products.repository';
import { getSystemSettings } from '../system-config/system-settings';
import { traderStandingOf } from '../users/users.queries';
import { countRunningLicences, runningLicenceHolders } from '../users/users.queries';
import { listLicenceCheckoutBuyers, lockLicenceCheckouts } from './purchases.repository';

const holderRole = { premium: 'premium', deposit: 'depositor' } as const;
/** Distinct per kind, so premium and deposit checkouts never wait on each other. */
const capLock = { premium: 727_101, deposit: 727_102 } as const;

/**
 * Seats taken of one kind: users holding an active licence of it, plus other users' unpaid
 * checkouts still within their hold time (so two people cannot both pay for the last seat).
 */
async function seatsTaken(db: DbOrTx, kind: LicenceKind, now: Date, holdSince: Date, exceptUserId?: string) {
  const holders = await countRunningLicences(db, holderRole[kind], now, exceptUserId);
  const buyers = await listLicenceCheckoutBuyers(db, kind, holdSince, exceptUserId);
  // A holder renewing does not take a second seat.
  const renewing = await runningLicenceHolders(db, holderRole[kind], buyers, now);
  return holders + buyers.filter((userId) => !renewing.has(userId)).length;
}

export async function availableLicences(db: DbOrTx, now: Date, holdMinutes: number) {
  const settings = await getSystemSettings(db);
  const holdSince = new Date(now.getTime() - holdMinutes * 60_000);
  const [premium, deposit] = await Promise.all([
    seatsTaken(db, 'premium', now, holdSince),
    seatsTaken(db, 'deposit', now, holdSince),
  ]);
  return {
    premium: settings.max_premium_licenses - premium,
    deposit: settings.max_deposit_licenses - deposit,
  };
}

/**
 * Inside the checkout transaction: serialises checkouts of one kind and answers whether this user
 * may take a seat. A user who already holds one (a renewal) always may.
 */
export async function claimLicenceSeat(
  tx: Tx,
  kind: LicenceKind,
  userId: string,
  now: Date,
  holdMinutes: number,
): Promise<boolean> {
  await lockLicenceCheckouts(tx, capLock[kind]);
  const me = await traderStandingOf(tx, userId);
  if (me?.role === holderRole[kind] && me.licenseExpiry && me.licenseExpiry > now) return true;
  const settings = await getSystemSettings(tx);
  const cap = kind === 'premium' ? settings.max_premium_licenses : settings.max_deposit_licenses;
  const holdSince = new Date(now.getTime() - holdMinutes * 60_000);
  return (await seatsTaken(tx, kind, now, holdSince, userId)) < cap;
}
