import { and, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { discordLinkCodes } from './security.schema';

/** Stores a new code and drops the user's and everybody's expired ones, so the table stays small. */
export async function insertDiscordLinkCode(
  db: DbOrTx,
  values: { codeHash: string; userId: string; tokenVersion: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(discordLinkCodes).where(lte(discordLinkCodes.expiresAt, now));
  await db.insert(discordLinkCodes).values(values);
}

/**
 * Deletes the unexpired code with this hash and answers whom it was for: one statement, so two
 * logins racing with the same code get it once between them.
 */
export async function consumeDiscordLinkCode(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .delete(discordLinkCodes)
    .where(and(eq(discordLinkCodes.codeHash, codeHash), gt(discordLinkCodes.expiresAt, now)))
    .returning({ userId: discordLinkCodes.userId, tokenVersion: discordLinkCodes.tokenVersion });
  return row;
}
