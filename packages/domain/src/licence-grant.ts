import type { Role } from './roles';

const DAY_MS = 86_400_000;

export type LicenceHolding = { role: Role; licenseExpiry: Date | null };

export type LicenceGrantTerms = {
  /** Licence time to add. */
  days?: number;
  /** The role the grant gives. */
  role?: Role;
  /** A bought licence's role never takes admin from an admin; an admin's own role change does. */
  keepsAdmin?: boolean;
};

/**
 * Days are added to what is left; a lapsed or missing licence starts from now:
 * new expiry = max(current expiry, now) + days.
 */
export function extendedLicenceExpiry(licenseExpiry: Date | null, now: Date, days: number): Date {
  return new Date(Math.max(licenseExpiry?.getTime() ?? 0, now.getTime()) + days * DAY_MS);
}

/** What a holder has after a grant: purchases, the free trial and staff's grants all read this way. */
export function grantedLicence(holding: LicenceHolding, terms: LicenceGrantTerms, now: Date): LicenceHolding {
  const isRoleKept = terms.role === undefined || (terms.keepsAdmin === true && holding.role === 'admin');
  return {
    role: isRoleKept ? holding.role : (terms.role as Role),
    licenseExpiry:
      terms.days === undefined
        ? holding.licenseExpiry
        : extendedLicenceExpiry(holding.licenseExpiry, now, terms.days),
  };
}
