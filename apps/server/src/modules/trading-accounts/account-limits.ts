import type { UserLimits } from '@skinpilot/contract';
import { effectiveLimits, hasActiveLicence, type Platform, type PlatformCounts } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { platformCountsOf } from './accounts.repository';
import { tradingSettings } from './billing-bridge';
import { extrasOf } from './extra-slots.repository';
import type { TraderStanding } from '../users/users.queries';

type LimitUser = Pick<TraderStanding, 'id' | 'role' | 'credits' | 'licenseExpiry'>;

export type LimitsSnapshot = {
  current: PlatformCounts;
  limits: PlatformCounts;
  base: PlatformCounts;
  extras: PlatformCounts;
  caps: PlatformCounts;
};

/** Counts and limits of one user, from system configuration and the paid extras. */
export async function limitsOf(db: DbOrTx, user: LimitUser, now: Date): Promise<LimitsSnapshot> {
  // One after another: inside a transaction the three share one connection.
  const settings = await tradingSettings(db);
  const current = await platformCountsOf(db, user.id);
  const extras = await extrasOf(db, user.id, now);
  const base = settings.account_limits[user.role];
  const caps = settings.absolute_limits;
  return { current, limits: effectiveLimits(base, extras, caps), base, extras, caps };
}

export function canAddAccounts(user: LimitUser, now: Date): boolean {
  return user.role !== 'user' || hasActiveLicence(user.licenseExpiry?.toISOString(), now.getTime());
}

export function limitsAnswer(user: LimitUser, snapshot: LimitsSnapshot, now: Date): UserLimits {
  return {
    role: user.role,
    current: snapshot.current,
    limits: snapshot.limits,
    base: snapshot.base,
    extras: snapshot.extras,
    license_expiry: user.licenseExpiry?.toISOString() ?? null,
    credits: user.credits,
    can_add_accounts: canAddAccounts(user, now),
  };
}

const platformNames: Record<Platform, string> = { steam: 'Steam', csgoroll: 'CSGORoll', sniping: 'sniping' };

/** Refuses an addition that the role or the platform's limit does not allow. */
export function assertCanAdd(user: LimitUser, snapshot: LimitsSnapshot, platform: Platform, now: Date) {
  if (!canAddAccounts(user, now)) {
    throw new AppError(
      'forbidden',
      'You need a valid licence to add accounts. Purchase a licence or start the free trial.',
    );
  }
  const { current, limits } = snapshot;
  if (current[platform] >= limits[platform]) {
    throw new AppError(
      'forbidden',
      `You have reached your ${platformNames[platform]} account limit (${current[platform]}/${limits[platform]}).`,
    );
  }
}
