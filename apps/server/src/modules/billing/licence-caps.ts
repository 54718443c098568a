import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { products } from './products.schema';
import { isLicenceOfKind, type LicenceKind } from './products.repository';
import { getSystemSettings } from '../settings/system-settings';
import { users } from '../users/users.schema';
import { purchases } from './billing.schema';

const holderRole = { premium: 'premium', deposit: 'depositor' } as const;
/** Distinct per kind, so premium and deposit checkouts never wait on each other. */
const capLock = { premium: 727_101, deposit: 727_102 } as const;

/**
 * Seats taken of one kind: users holding an active licence of it, plus other users' unpaid
 * checkouts still within their hold time (so two people cannot both pay for the last seat).
 */
async function seatsTaken(db: DbOrTx, kind: LicenceKind, now: Date, holdSince: Date, exceptUserId?: string) {
  const [holders] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, holderRole[kind]),
        gt(users.licenseExpiry, now),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  const [held] = await db
    .select({ count: sql<number>`count(distinct ${purchases.userId})::int` })
    .from(purchases)
    .innerJoin(products, eq(products.productId, purchases.productId))
    .where(
      and(
        inArray(purchases.status, ['pending', 'waiting_for_charge']),
        gt(purchases.createdAt, holdSince),
        // The same rule the cap check applies to the product being bought (licenceKindOf).
        isLicenceOfKind(kind),
        exceptUserId ? ne(purchases.userId, exceptUserId) : undefined,
        // A holder renewing does not take a second seat.
        sql`not exists (select 1 from ${users} u where u.id = ${purchases.userId} and u.role = ${holderRole[kind]} and u.license_expiry > ${now})`,
      ),
    );
  return (holders?.count ?? 0) + (held?.count ?? 0);
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
  await tx.execute(sql`select pg_advisory_xact_lock(${capLock[kind]})`);
  const [me] = await tx
    .select({ role: users.role, licenseExpiry: users.licenseExpiry })
    .from(users)
    .where(eq(users.id, userId));
  if (me?.role === holderRole[kind] && me.licenseExpiry && me.licenseExpiry > now) return true;
  const settings = await getSystemSettings(tx);
  const cap = kind === 'premium' ? settings.max_premium_licenses : settings.max_deposit_licenses;
  const holdSince = new Date(now.getTime() - holdMinutes * 60_000);
  return (await seatsTaken(tx, kind, now, holdSince, userId)) < cap;
}
