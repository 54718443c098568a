import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users, type UserRow } from './users.schema';

// Every query of a user's own record is keyed by that user's id: no call reaches another user.

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findTakenNames(
  db: DbOrTx,
  username: string,
  email: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`${users.email} = ${email} or lower(${users.username}) = ${username.toLowerCase()}`);
  return {
    email: rows.some((row) => row.email === email),
    username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function insertUser(
  db: DbOrTx,
  values: { username: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An insert that yields to a concurrent one with the same email or username: true when it wrote. */
export async function insertUserUnlessTaken(
  db: DbOrTx,
  values: { username: string; email: string; passwordHash: string; role: UserRow['role'] },
): Promise<boolean> {
  const inserted = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return inserted.length > 0;
}

/** Usernames starting with the prefix, case-insensitively (LIKE: an `_` in it matches any one character). */
export async function listUsernamesStartingWith(db: DbOrTx, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${prefix.toLowerCase()}%`}`);
  return rows.map((row) => row.username);
}

/** A new password revokes every token issued before it. */
export async function setUserPassword(
  db: DbOrTx,
  id: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function setTwoFactorEnabled(
  db: DbOrTx,
  id: string,
  enabled: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      twoFactorEnabled: enabled,
      // Either way every other session ends: turning it off revokes the sessions opened with it,
      // turning it on revokes those opened without it (the caller gets a fresh token).
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Sign-out: every token issued so far stops working. */
export async function revokeUserTokens(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function recordSignIn(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSigninAt: at }).where(eq(users.id, id));
}

export async function setUserAvatar(db: DbOrTx, id: string, avatarUrl: string): Promise<void> {
  await db.update(users).set({ avatarUrl }).where(eq(users.id, id));
}

export async function setUserDiscordId(db: DbOrTx, id: string, discordId: string | null): Promise<void> {
  await db.update(users).set({ discordId }).where(eq(users.id, id));
}

export async function findUserByDiscordId(db: DbOrTx, discordId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.discordId, discordId)).limit(1);
  return row;
}

/** What licence, role and credit rules read of a user, locked to the caller's transaction when asked. */
export async function findLicenceHolder(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: users.id,
      role: users.role,
      credits: users.credits,
      licenseExpiry: users.licenseExpiry,
      discordId: users.discordId,
    })
    .from(users)
    .where(eq(users.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The same facts of several users in one read; an unknown id is left out. */
export async function findLicenceHolders(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      role: users.role,
      credits: users.credits,
      licenseExpiry: users.licenseExpiry,
      discordId: users.discordId,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function setLicence(
  tx: DbOrTx,
  id: string,
  licence: { role?: UserRow['role']; licenseExpiry?: Date | null },
): Promise<void> {
  await tx.update(users).set(licence).where(eq(users.id, id));
}

/**
 * Adds a signed amount (numeric text) to the balance unless that would take it below zero; answers
 * the new balance, or undefined when refused.
 */
export async function addToCredits(tx: DbOrTx, id: string, amount: string): Promise<string | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}::numeric` })
    .where(sql`${users.id} = ${id} and ${users.credits} + ${amount}::numeric >= 0`)
    .returning({ credits: users.credits });
  return updated?.credits;
}

/** Users of the role whose licence runs past `now`, but for one user when given. */
export async function countLicenceHolders(
  db: DbOrTx,
  role: UserRow['role'],
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

/** Which of the users hold the role with a licence running past `now`. */
export async function findLicenceHoldersAmong(
  db: DbOrTx,
  role: UserRow['role'],
  userIds: string[],
  now: Date,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.role, role), gt(users.licenseExpiry, now)));
  return rows.map((row) => row.id);
}

export async function findRoles(
  db: DbOrTx,
  userIds: string[],
): Promise<{ id: string; role: UserRow['role'] }[]> {
  if (userIds.length === 0) return [];
  return db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, userIds));
}

export async function findEmail(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}
