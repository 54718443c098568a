import type { Role } from './roles';

const DAY_MS = 86_400_000;

export type AdminLicenceStatus = 'active' | 'expired' | 'trial' | 'none';

/** The admin list's licence status: a free_trial role with time left counts as trial. */
export function adminLicenceStatus(role: Role, licenseExpiry: Date | null, now: Date): AdminLicenceStatus {
  if (!licenseExpiry) return 'none';
  if (licenseExpiry.getTime() <= now.getTime()) return 'expired';
  return role === 'free_trial' ? 'trial' : 'active';
}

export type LicenceExpiryStatus =
  | 'expired_long'
  | 'expired_medium'
  | 'expired_recent'
  | 'expires_today'
  | 'expires_soon'
  | 'active_short'
  | 'active_medium'
  | 'active_long';

export type LicenceExpiryReading = {
  /** Whole days until expiry (negative once expired); 0 means it runs out today. */
  daysRemaining: number;
  status: LicenceExpiryStatus;
  isActive: boolean;
  expiresIn: string;
};

/**
 * How the licence-expiration list reads one licence. One rule with the profile and the users table
 * (public-site section 4): days count rounded up, so a licence with hours left has 1 day, a fresh
 * 30-day licence 30, and one that ran out minutes ago 0 ("Expired today", not "1d ago"). A licence
 * on the plain `user` role grants nothing, so it is shown as inactive even with days left.
 */
export function readLicenceExpiry(role: Role, licenseExpiry: Date, now: Date): LicenceExpiryReading {
  const left = licenseExpiry.getTime() - now.getTime();
  // `+ 0` turns the -0 of a licence that ran out minutes ago into 0.
  const daysRemaining = Math.ceil(left / DAY_MS) + 0;
  const hasTimeLeft = left > 0;
  const isActive = hasTimeLeft && role !== 'user';
  return {
    daysRemaining,
    status: expiryStatus(daysRemaining, hasTimeLeft),
    isActive,
    expiresIn: expiresIn(daysRemaining, hasTimeLeft, isActive),
  };
}

function expiryStatus(days: number, hasTimeLeft: boolean): LicenceExpiryStatus {
  if (days < -30) return 'expired_long';
  if (days < -7) return 'expired_medium';
  if (!hasTimeLeft) return 'expired_recent';
  if (days <= 7) return 'expires_soon';
  if (days <= 30) return 'active_short';
  if (days <= 90) return 'active_medium';
  return 'active_long';
}

function expiresIn(days: number, hasTimeLeft: boolean, isActive: boolean): string {
  if (!hasTimeLeft) return days === 0 ? 'Expired today' : `Expired ${-days}d ago`;
  return isActive ? `${days}d remaining` : `${days}d (inactive)`;
}
