import type { AdminUser, searchAdminUsers } from '@skinpilot/contract';
import { adminLicenceStatus, licenceDaysRemaining } from '@skinpilot/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/database';
import { completedPurchaseCounts } from '../../billing/purchases.queries';
import { searchUsers as findUsers, type UserListEntry } from '../../users/search-users';

type SearchBody = z.output<NonNullable<(typeof searchAdminUsers)['body']>>;

/**
 * One page of the User Management table: the page and its total from the users module (two index
 * reads side by side), then the purchase counts of the page's users in one query.
 */
export async function searchUsers(db: DbOrTx, body: SearchBody, now: Date) {
  const { users, total } = await findUsers(
    db,
    body.filters,
    { offset: (body.page - 1) * body.limit, limit: body.limit },
    now,
  );
  const counts = await completedPurchaseCounts(
    db,
    users.map((u) => u.id),
  );
  return {
    users: users.map((user) => toAdminUser(user, counts.get(user.id) ?? 0, now)),
    pagination: {
      current_page: body.page,
      per_page: body.limit,
      total_pages: Math.max(1, Math.ceil(total / body.limit)),
      total_count: total,
    },
  };
}

function toAdminUser(row: UserListEntry, purchases: number, now: Date): AdminUser {
  const expiry = row.licenseExpiry;
  return {
    id: row.id,
    username: row.username || null,
    email: row.email,
    role: row.role,
    avatar_url: row.avatarUrl,
    discord_connected: row.discordId !== null,
    license_status: adminLicenceStatus(row.role, expiry, now),
    days_until_expiry: licenceDaysRemaining(expiry?.toISOString(), now.getTime()),
    license_expiry: expiry?.toISOString() ?? null,
    credits: row.credits,
    purchases_count: purchases,
    signup_date: row.signupDate.toISOString(),
    // Signing up signs the user in, so a user who never came back was last active at sign-up.
    last_signin_date: (row.lastSigninAt ?? row.signupDate).toISOString(),
  };
}
