import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tradingAccounts, type TradingAccountRow } from './trading-accounts.schema';

/** Scoped by owner: another user's account with this Steam id is simply not found. */
export async function selectOwnedAccount(
  db: DbOrTx,
  userId: string,
  steamId: string,
): Promise<TradingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.steamId, steamId)));
  return row;
}
