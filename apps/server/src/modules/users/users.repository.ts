import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users, type UserRow } from './users.schema';

/** Every query of a user's own record is keyed by that user's id: no call reaches another user. */
export const usersRepository = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findTaken(
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
  },

  async insert(
    db: DbOrTx,
    values: { username: string; email: string; passwordHash: string },
  ): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** A new password revokes every token issued before it. */
  async setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async setTwoFactorEnabled(db: DbOrTx, id: string, enabled: boolean): Promise<UserRow | undefined> {
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
  },

  /** Sign-out: every token issued so far stops working. */
  async revokeTokens(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id));
  },

  async recordSignIn(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db.update(users).set({ lastSigninAt: at }).where(eq(users.id, id));
  },

  async setAvatar(db: DbOrTx, id: string, avatarUrl: string): Promise<void> {
    await db.update(users).set({ avatarUrl }).where(eq(users.id, id));
  },

  async setDiscordId(db: DbOrTx, id: string, discordId: string | null): Promise<void> {
    await db.update(users).set({ discordId }).where(eq(users.id, id));
  },

  async findByDiscordId(db: DbOrTx, discordId: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.discordId, discordId)).limit(1);
    return row;
  },
};
