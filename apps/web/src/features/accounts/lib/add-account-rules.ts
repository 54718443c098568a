import {
  hasActiveLicence,
  hasFreeSlot,
  type Platform,
  type PlatformCounts,
  type Role,
} from '@skinpilot/domain';

export type LimitsView = {
  role: Role;
  current: PlatformCounts;
  limits: PlatformCounts;
  license_expiry: string | null;
};

export const LOADING_LIMITS_REASON = 'Loading account limits...';
/** The spec leaves this wording open; it names both ways forward. */
export const NO_LICENCE_REASON = 'Purchase a license or start your free trial to add accounts';
export const ALL_LIMITS_REACHED_REASON = 'Account limits reached. Get more accounts to add another.';

export function isAtLimit(view: Pick<LimitsView, 'current' | 'limits'>, platform: Platform): boolean {
  return !hasFreeSlot(view.current, view.limits, platform);
}

export function isAnyLimitReached(view: LimitsView): boolean {
  return (['steam', 'csgoroll', 'sniping'] as const).some((p) => isAtLimit(view, p));
}

/** Why the add-account button is disabled, or null when it may be pressed. */
export function addAccountDisabledReason(view: LimitsView | undefined, now: number): string | null {
  if (!view) return LOADING_LIMITS_REASON;
  if (view.role === 'user' && !hasActiveLicence(view.license_expiry, now)) return NO_LICENCE_REASON;
  if (isAtLimit(view, 'steam') && isAtLimit(view, 'csgoroll')) return ALL_LIMITS_REACHED_REASON;
  return null;
}
