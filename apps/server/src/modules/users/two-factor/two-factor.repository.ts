import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { backupCodes, twoFactor, twoFactorSetups } from '../security.schema';

export async function findTwoFactorSetup(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(twoFactorSetups).where(eq(twoFactorSetups.userId, userId)).limit(1);
  return row;
}

export async function saveTwoFactorSetup(
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
}

export async function deleteTwoFactorSetup(db: DbOrTx, userId: string) {
  await db.delete(twoFactorSetups).where(eq(twoFactorSetups.userId, userId));
}

export async function findTwoFactor(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row;
}

export async function storeTwoFactor(
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
}

export async function removeTwoFactor(db: DbOrTx, userId: string) {
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.delete(twoFactorSetups).where(eq(twoFactorSetups.userId, userId));
}

/** Claims a time step; false when another request already used it (or a later one). */
export async function claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Spends an unused backup code; false when it is unknown or already spent. */
export async function spendBackupCode(
  db: DbOrTx,
  userId: string,
  codeHash: string,
  usedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(backupCodes)
    .set({ usedAt })
    .where(
      and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, codeHash), isNull(backupCodes.usedAt)),
    )
    .returning({ id: backupCodes.id });
  return rows.length > 0;
}
