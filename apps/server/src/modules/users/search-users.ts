import type { AdminUserFilters } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { findUserPage } from './user-search.repository';
import type { UserRow } from './users.schema';

export type UserListEntry = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'role'
  | 'avatarUrl'
  | 'discordId'
  | 'licenseExpiry'
  | 'signupDate'
  | 'lastSigninAt'
> & { credits: number };

/**
 * One page of users matching the staff's filters, newest sign-ups first, and how many match in all.
 * The words search the trigram index; role, licence and credits filters have their own indexes.
 */
export async function searchUsers(
  db: DbOrTx,
  filters: AdminUserFilters & { license_status: string; role: string },
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ users: UserListEntry[]; total: number }> {
  const { rows, total } = await findUserPage(db, filters, page, now);
  return { users: rows.map((row) => ({ ...row, credits: Number(row.credits) })), total };
}
