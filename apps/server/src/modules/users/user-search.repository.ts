import { and, count, desc, eq, gt, gte, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminUserFilters } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { users } from './users.schema';

type Filters = AdminUserFilters & { license_status: string; role: string };

/** The text the trigram index `users_search_trgm_idx` covers; must match its expression exactly. */
export const searchableText = sql`lower(${users.username} || ' ' || ${users.email} || ' ' || coalesce(${users.discordId}, ''))`;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every word must appear somewhere in email, username or Discord id, in any order. */
function searchWords(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

function whereOf(filters: Filters, now: Date): SQL | undefined {
  const conditions: SQL[] = searchWords(filters.email_contains).map(
    (word) => sql`${searchableText} like ${`%${escapeLike(word)}%`}`,
  );
  if (filters.role !== 'all') conditions.push(eq(users.role, filters.role as 'user'));
  switch (filters.license_status) {
    case 'active':
      conditions.push(gt(users.licenseExpiry, now), ne(users.role, 'free_trial'));
      break;
    case 'trial':
      conditions.push(gt(users.licenseExpiry, now), eq(users.role, 'free_trial'));
      break;
    case 'expired':
      conditions.push(lte(users.licenseExpiry, now));
      break;
    case 'none':
      conditions.push(isNull(users.licenseExpiry));
      break;
  }
  if (filters.credits_min != null) conditions.push(gte(users.credits, filters.credits_min.toFixed(2)));
  if (filters.credits_max != null) conditions.push(lte(users.credits, filters.credits_max.toFixed(2)));
  if (filters.discord_connected === true) conditions.push(isNotNull(users.discordId));
  if (filters.discord_connected === false) conditions.push(isNull(users.discordId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const userListColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  avatarUrl: users.avatarUrl,
  discordId: users.discordId,
  licenseExpiry: users.licenseExpiry,
  credits: users.credits,
  signupDate: users.signupDate,
  lastSigninAt: users.lastSigninAt,
};

export async function findUserPage(
  db: DbOrTx,
  filters: Filters,
  page: { offset: number; limit: number },
  now: Date,
) {
  const where = whereOf(filters, now);
  const [rows, totals] = await Promise.all([
    db
      .select(userListColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.signupDate), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
