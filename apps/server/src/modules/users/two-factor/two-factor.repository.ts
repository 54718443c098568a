import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { backupCodes, twoFactor, twoFactorSetups } from '../security.schema';

export const twoFactorRepository = {
  async findSetup(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(twoFactorSetups).where(eq(twoFactorSetups.userId, userId)).limit(1);
    return row;
  },

  async saveSetup(
    db: DbOrTx,
    userId: string,
    secretEncrypted: string,
    backupCodeHashes: string[],
    createdAt: Date,
  ) {
    await db
      .insert(twoFactorSetups)
      .values({ userId, secretEncrypted, backupCodeHashes, createdAt })
      .onConflictDoUpdate({
        target: twoFactorSetups.userId,
        set: { secretEncrypted, backupCodeHashes, createdAt },
      });
  },

  async deleteSetup(db: DbOrTx, userId: string) {
    await db.delete(twoFactorSetups).where(eq(twoFactorSetups.userId, userId));
  },

  async findEnabled(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
    return row;
  },

  async enable(
    db: DbOrTx,
    userId: string,
    secretEncrypted: string,
    lastUsedStep: number,
    codeHashes: string[],
  ) {
    await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await db
      .insert(twoFactor)
      .values({ userId, secretEncrypted, lastUsedStep })
      .onConflictDoUpdate({
        target: twoFactor.userId,
        set: { secretEncrypted, lastUsedStep, enabledAt: new Date() },
      });
    await db.insert(backupCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  },

  async disable(db: DbOrTx, userId: string) {
    await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await db.delete(twoFactorSetups).where(eq(twoFactorSetups.userId, userId));
  },

  /** Claims a time step; false when another request already used it (or a later one). */
  async claimStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(twoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(twoFactor.userId, userId),
          or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: twoFactor.userId });
    return rows.length > 0;
  },

  /** Spends an unused backup code; false when it is unknown or already spent. */
  async spendBackupCode(db: DbOrTx, userId: string, codeHash: string, usedAt: Date): Promise<boolean> {
    const rows = await db
      .update(backupCodes)
      .set({ usedAt })
      .where(
        and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, codeHash), isNull(backupCodes.usedAt)),
      )
      .returning({ id: backupCodes.id });
    return rows.length > 0;
  },
};
