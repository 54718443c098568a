import type { DbOrTx, Tx } from '../../db/database';
import { lockUserRow } from './user-corrections.repository';
import { toTraderStanding, type TraderStanding } from './users.queries';
import { lockStandingRow } from './users.repository';
import type { UserRow } from './users.schema';

// Several users locked in id order for the admin's bulk actions.
export { lockUsers } from './user-corrections.repository';

export type LockedUser = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'role' | 'licenseExpiry' | 'twoFactorEnabled' | 'suspendedAt'
> & { credits: number };

/**
 * The user locked for the rest of the caller's transaction, so that what the caller reads is what it
 * changes; undefined when there is no such user.
 */
export async function lockUser(tx: Tx, userId: string): Promise<LockedUser | undefined> {
  const row = await lockUserRow(tx, userId);
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    credits: Number(row.credits),
    licenseExpiry: row.licenseExpiry,
    twoFactorEnabled: row.twoFactorEnabled,
    suspendedAt: row.suspendedAt,
  };
}

/**
 * The user's standing (users.queries) locked for the rest of the caller's transaction: licence and
 * credit checks that precede a change read what the change then writes. Undefined for an unknown user.
 */
export async function lockTraderStanding(tx: DbOrTx, userId: string): Promise<TraderStanding | undefined> {
  const row = await lockStandingRow(tx, userId);
  return row && toTraderStanding(row);
}
