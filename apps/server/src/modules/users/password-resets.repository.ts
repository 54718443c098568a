import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { passwordResets } from './security.schema';

export async function insertPasswordReset(
  tx: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values(values);
}

/** The unused, unexpired reset with this token hash, locked until the caller's transaction ends. */
export async function lockOpenReset(tx: DbOrTx, tokenHash: string, now: Date) {
  const [reset] = await tx
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .for('update')
    .limit(1);
  return reset;
}

/** Marks every open reset link of the user used. */
export async function spendOpenResets(tx: DbOrTx, userId: string, usedAt: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
