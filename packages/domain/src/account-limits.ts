import type { Role } from './roles';

export type Platform = 'steam' | 'csgoroll' | 'sniping';
export type PlatformCounts = Record<Platform, number>;

/** No user ever goes past these, extras included (trading-dashboard.md section 9). */
export const ABSOLUTE_ACCOUNT_CAPS: PlatformCounts = { steam: 20, csgoroll: 20, sniping: 10 };

/** Default base limits per role; the admin console edits them as system configuration. */
export const DEFAULT_BASE_LIMITS: Record<Role, PlatformCounts> = {
  admin: { steam: 20, csgoroll: 20, sniping: 10 },
  premium: { steam: 5, csgoroll: 5, sniping: 3 },
  depositor: { steam: 3, csgoroll: 3, sniping: 0 },
  free_trial: { steam: 1, csgoroll: 1, sniping: 1 },
  user: { steam: 0, csgoroll: 0, sniping: 0 },
};

/** A user's limit per platform: the role's base plus purchased extras, never above the caps. */
export function effectiveLimits(
  base: PlatformCounts,
  extras: PlatformCounts,
  caps: PlatformCounts = ABSOLUTE_ACCOUNT_CAPS,
): PlatformCounts {
  const limit = (p: Platform) => Math.min(caps[p], Math.max(0, base[p]) + Math.max(0, extras[p]));
  return { steam: limit('steam'), csgoroll: limit('csgoroll'), sniping: limit('sniping') };
}

export function hasFreeSlot(current: PlatformCounts, limits: PlatformCounts, platform: Platform): boolean {
  return current[platform] < limits[platform];
}
