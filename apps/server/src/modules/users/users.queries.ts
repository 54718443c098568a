import type { Role } from '@skinpilot/domain';
import { and, eq, gt, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { escapeLike, searchableText } from './user-search.repository';
import { users, type UserRow } from './users.schema';

/**
 * Reads of users, one name each, that other modules import as they are (decision 024): read-only,
 * no row locks (lint). A locked read belongs to the change that takes it: lock-users.ts.
 */

/**
 * The one transfer shape of a user for the rules of other modules: the role and licence that gate
 * trading and buying, the credits a trade or a purchase is checked against, and the linked Discord
 * account their DMs go to.
 */
export type TraderStanding = {
  id: string;
  role: Role;
  credits: number;
  licenseExpiry: Date | null;
  discordId: string | null;
};

/** The columns a standing is read from; the locked read (users.repository) selects the same. */
export const standingColumns = {
  id: users.id,
  role: users.role,
  credits: users.credits,
  licenseExpiry: users.licenseExpiry,
  discordId: users.discordId,
};

export const toTraderStanding = (
  row: { id: string; role: Role; credits: string } & Omit<TraderStanding, 'id' | 'role' | 'credits'>,
): TraderStanding => ({
  ...row,
  credits: Number(row.credits),
});

export async function traderStandingOf(db: DbOrTx, userId: string): Promise<TraderStanding | undefined> {
  const [row] = await db.select(standingColumns).from(users).where(eq(users.id, userId));
  return row && toTraderStanding(row);
}

/** The standing of each user, in one read; a user who no longer exists is absent. */
export async function traderStandingsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, TraderStanding>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select(standingColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, toTraderStanding(row)]));
}

/** The user's email; undefined for an unknown user. */
export async function emailOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** The e-mails of the given users in one query, for pages that name their users; unknown ids are left out. */
export async function userEmailsOf(db: DbOrTx, userIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** E-mails are stored trimmed and lower-cased, so the lookup normalises the same way. */
export async function userIdOfEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id;
}

/**
 * Ids of the users whose e-mail contains the text, in any case. The search text holds the e-mail, so
 * its trigram index (users_search_trgm_idx) finds the candidates and the e-mail condition keeps only
 * e-mail matches, instead of a scan of every user.
 */
export async function userIdsWithEmailContaining(db: DbOrTx, text: string): Promise<string[]> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${searchableText} like ${pattern}`, ilike(users.email, pattern)));
  return rows.map((row) => row.id);
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export type UserAccountFacts = {
  id: string;
  username: string;
  email: string;
  role: UserRow['role'];
  credits: number;
  licenseExpiry: Date | null;
  twoFactorEnabled: boolean;
  suspendedAt: Date | null;
};

/** What the staff's user details show of the record itself; never the password hash or secrets. */
export async function userAccountFacts(db: DbOrTx, userId: string): Promise<UserAccountFacts | undefined> {
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
    .where(eq(users.id, userId));
  return row && { ...row, credits: Number(row.credits) };
}

/** How many users hold the role with a licence running past `now`, leaving one user out when asked. */
export async function countRunningLicences(
  db: DbOrTx,
  role: Role,
  now: Date,
  exceptUserId?: string,
): Promise<number> {
  const [holders] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, role),
        gt(users.licenseExpiry, now),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return holders?.count ?? 0;
}

/** The ones among the given users who hold the role with a licence running past `now`. */
export async function runningLicenceHolders(
  db: DbOrTx,
  role: Role,
  userIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.role, role), gt(users.licenseExpiry, now)));
  return new Set(rows.map((row) => row.id));
}
