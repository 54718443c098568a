import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { freeTrials } from './billing.schema';

/**
 * Records the user's one free trial: false when this user had one before, or when another account
 * already used the Discord account's (the key on the Discord id).
 */
export async function claimFreeTrial(
  tx: DbOrTx,
  trial: { discordId: string; userId: string; startedAt: Date },
): Promise<boolean> {
  const [earlier] = await tx.select().from(freeTrials).where(eq(freeTrials.userId, trial.userId));
  if (earlier) return false;
  const claimed = await tx
    .insert(freeTrials)
    .values(trial)
    .onConflictDoNothing()
    .returning({ discordId: freeTrials.discordId });
  return claimed.length > 0;
}
