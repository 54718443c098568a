import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { steamTradeProtection } from './trade-protection.schema';

/** When the account last acknowledged Steam's trade protection, or null. */
export async function tradeProtectionAcknowledgedAt(db: DbOrTx, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: steamTradeProtection.acknowledgedAt })
    .from(steamTradeProtection)
    .where(eq(steamTradeProtection.accountId, accountId));
  return row?.at ?? null;
}

export async function recordTradeProtectionAcknowledged(db: DbOrTx, accountId: string, at: Date) {
  await db
    .insert(steamTradeProtection)
    .values({ accountId, acknowledgedAt: at })
    .onConflictDoUpdate({ target: steamTradeProtection.accountId, set: { acknowledgedAt: at } });
}
