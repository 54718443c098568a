import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { escapeLike, searchableText } from './user-search.repository';
import { users } from './users.schema';

export function findEmailsByIds(db: DbOrTx, ids: string[]): Promise<{ id: string; email: string }[]> {
  return db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
}

export async function findIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/**
 * Ids of the users whose e-mail contains the text, in any case. The search text holds the e-mail, so
 * its trigram index (users_search_trgm_idx) finds the candidates and the e-mail condition keeps only
 * e-mail matches, instead of a scan of every user.
 */
export async function findIdsByEmailFragment(db: DbOrTx, text: string): Promise<string[]> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${searchableText} like ${pattern}`, ilike(users.email, pattern)));
  return rows.map((row) => row.id);
}

export async function hasUser(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** What the staff's user details show of the record itself; never the password hash or secrets. */
export async function findAccountFacts(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      credits: users.credits,
      licenseExpiry: users.licenseExpiry,
      twoFactorEnabled: users.twoFactorEnabled,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
