import type { Role } from './roles';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Timestamps without a zone are read as UTC (the old API sent them that way); anything with `Z` or
 * an offset is read as written. Answers NaN for text that is not a date.
 */
export function parseUtcTimestamp(value: string): number {
  const text = value.trim();
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  return Date.parse(hasZone || isDateOnly ? text : `${text.replace(' ', 'T')}Z`);
}

export type LicenceState = 'active' | 'expired' | 'none';

export function licenceState(licenseExpiry: string | null | undefined, now: number): LicenceState {
  if (!licenseExpiry) return 'none';
  const expiry = parseUtcTimestamp(licenseExpiry);
  if (Number.isNaN(expiry)) return 'none';
  return expiry > now ? 'active' : 'expired';
}

export function hasActiveLicence(licenseExpiry: string | null | undefined, now: number): boolean {
  return licenceState(licenseExpiry, now) === 'active';
}

/** Whole days left, rounded up; 0 when the licence has run out or there is none. */
export function licenceDaysRemaining(licenseExpiry: string | null | undefined, now: number): number {
  if (!licenseExpiry) return 0;
  const left = parseUtcTimestamp(licenseExpiry) - now;
  return Number.isNaN(left) || left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** 7 days or fewer is an error badge, 30 or fewer a warning, more a success. */
export function daysRemainingTone(days: number): 'error' | 'warning' | 'success' {
  if (days <= 7) return 'error';
  if (days <= 30) return 'warning';
  return 'success';
}

/**
 * The navbar countdown: 'No License', 'Invalid Date', 'Expired', else the two largest units:
 * days and hours, hours and minutes, or minutes and seconds.
 */
export function licenceCountdown(licenseExpiry: string | null | undefined, now: number): string {
  if (!licenseExpiry) return 'No License';
  const expiry = parseUtcTimestamp(licenseExpiry);
  if (Number.isNaN(expiry)) return 'Invalid Date';
  const left = expiry - now;
  if (left <= 0) return 'Expired';
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${seconds}s`;
}

export type LicenceLabel = { title: string; description: string };

/** Section 6's licence labels by role. */
export function licenceLabel(role: Role | string): LicenceLabel {
  switch (role) {
    case 'premium':
      return {
        title: 'Premium License',
        description: 'Access to all trading features including sniping and advanced tools',
      };
    case 'depositor':
      return {
        title: 'Deposit Bot License',
        description: 'Access to deposit bot features and basic trading tools',
      };
    case 'admin':
      return { title: 'Admin License', description: 'Full administrative access to all system features' };
    case 'free_trial':
      return { title: 'Trial License', description: 'Limited access to basic features during trial period' };
    default:
      return { title: 'License', description: 'Access to licensed features' };
  }
}

export const expiredLicenceText = {
  title: 'License Expired',
  description: 'Your license has expired. Renew to continue using premium features.',
} as const;
export const noLicenceText = {
  title: 'No Active License',
  description: 'Upgrade to access premium features',
} as const;

/** The 'Free trial available' hint: role user without an active licence. */
export function isFreeTrialHintShown(
  role: Role | string,
  licenseExpiry: string | null | undefined,
  now: number,
) {
  return role === 'user' && !hasActiveLicence(licenseExpiry, now);
}

/** Under 30 days in days, under 365 in months (days / 30, floored), otherwise in years. */
export function membershipDuration(signupDate: string, now: number): string {
  const start = parseUtcTimestamp(signupDate);
  if (Number.isNaN(start)) return '';
  const days = Math.max(0, Math.floor((now - start) / DAY_MS));
  if (days < 30) return `${days} ${days === 1 ? 'day' : 'days'}`;
  if (days < 365) {
    const months = Math.floor(days / 30);
    return `${months} ${months === 1 ? 'month' : 'months'}`;
  }
  const years = Math.floor(days / 365);
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}
