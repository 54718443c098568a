import type { Role } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { findLicenceHolder } from './users.repository';

/** What the licence, role and credit rules of other modules read of a user. */
export type LicenceHolder = {
  id: string;
  role: Role;
  /** Numeric text with two decimals. */
  credits: string;
  licenseExpiry: Date | null;
  discordId: string | null;
};

/** Locks the user's row for the rest of the caller's transaction; undefined for an unknown user. */
export function lockLicenceHolder(tx: DbOrTx, userId: string): Promise<LicenceHolder | undefined> {
  return findLicenceHolder(tx, userId, { lock: true });
}

export function readLicenceHolder(db: DbOrTx, userId: string): Promise<LicenceHolder | undefined> {
  return findLicenceHolder(db, userId);
}
