import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { standingColumns } from './users.queries';
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

/**
 * The user's standing locked for the rest of the caller's transaction (credits as numeric text, for
 * the credit operations); undefined for an unknown user. FOR NO KEY UPDATE (decision 042): writers of
 * the user still take turns, while inserts that only reference the user go on.
 */
export async function lockStandingRow(tx: DbOrTx, id: string) {
  const [row] = await tx.select(standingColumns).from(users).where(eq(users.id, id)).for('no key update');
  return row;
}

/** Staff ending or shortening a licence: the expiry moves to the given instant, the role stays. */
export async function setLicenceExpiry(tx: DbOrTx, id: string, licenseExpiry: Date): Promise<void> {
  await tx.update(users).set({ licenseExpiry }).where(eq(users.id, id));
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
export async function moveCreditBalance(tx: DbOrTx, id: string, amount: string): Promise<string | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}::numeric` })
    .where(sql`${users.id} = ${id} and ${users.credits} + ${amount}::numeric >= 0`)
    .returning({ credits: users.credits });
  return updated?.credits;
}

export async function findRoles(
  db: DbOrTx,
  userIds: string[],
): Promise<{ id: string; role: UserRow['role'] }[]> {
  if (userIds.length === 0) return [];
  return db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, userIds));
}
