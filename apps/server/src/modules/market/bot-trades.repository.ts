import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { trades, type TradeRow } from './market.schema';

export type TradeInsert = typeof trades.$inferInsert;
export type TradeChange = Partial<
  Pick<TradeInsert, 'status' | 'marketplaceStatus' | 'completedAt' | 'creditsUsed'>
>;

/** Inserts the trade unless its marketplace trade id is known; answers the new row or nothing. */
export async function insertTradeOnce(tx: DbOrTx, values: TradeInsert): Promise<TradeRow | undefined> {
  const [row] = await tx
    .insert(trades)
    .values(values)
    .onConflictDoNothing({ target: trades.csgorollTradeId })
    .returning();
  return row;
}

/**
 * The account's withdrawal under a row lock, so two workers following it queue and only one moves
 * it. Another account's trade under the same marketplace id is not found.
 */
export async function lockWithdrawal(
  tx: DbOrTx,
  csgorollTradeId: string,
  steamId: string,
): Promise<TradeRow | undefined> {
  const [row] = await tx
    .select()
    .from(trades)
    .where(
      and(
        eq(trades.csgorollTradeId, csgorollTradeId),
        eq(trades.kind, 'withdrawal'),
        eq(trades.steamId, steamId),
      ),
    )
    .for('update');
  return row;
}

export async function lockTrade(tx: DbOrTx, id: string): Promise<TradeRow | undefined> {
  const [row] = await tx.select().from(trades).where(eq(trades.id, id)).for('update');
  return row;
}

export async function updateTrade(
  tx: DbOrTx,
  id: string,
  change: TradeChange,
): Promise<TradeRow | undefined> {
  const [row] = await tx.update(trades).set(change).where(eq(trades.id, id)).returning();
  return row;
}

/** The Steam offer that delivered the withdrawal's items; the first one recorded stays. */
export async function noteSteamOffer(db: DbOrTx, csgorollTradeId: string, offerId: string): Promise<void> {
  await db
    .update(trades)
    .set({ steamOfferId: offerId })
    .where(and(eq(trades.csgorollTradeId, csgorollTradeId), sql`${trades.steamOfferId} is null`));
}

/**
 * The account's oldest completed withdrawal of this item that no sale closed yet, made before
 * `before`, under a row lock (walks trades_open_withdrawals_idx).
 */
export async function lockOpenWithdrawalOf(
  tx: DbOrTx,
  steamId: string,
  itemName: string,
  before: Date,
): Promise<TradeRow | undefined> {
  const [row] = await tx
    .select()
    .from(trades)
    .where(
      and(
        eq(trades.steamId, steamId),
        eq(trades.itemName, itemName),
        eq(trades.kind, 'withdrawal'),
        eq(trades.status, 'completed'),
        isNull(trades.linkedTradeId),
        lt(trades.createdAt, before),
      ),
    )
    .orderBy(asc(trades.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Links a withdrawal and the sale that closed it, and writes the sale's realised profit. */
export async function linkSale(
  tx: DbOrTx,
  withdrawal: Pick<TradeRow, 'id' | 'csgorollTradeId'>,
  sale: Pick<TradeRow, 'id' | 'csgorollTradeId'>,
  profit: string,
): Promise<void> {
  await tx.update(trades).set({ linkedTradeId: sale.csgorollTradeId }).where(eq(trades.id, withdrawal.id));
  await tx
    .update(trades)
    .set({ linkedTradeId: withdrawal.csgorollTradeId, profit })
    .where(eq(trades.id, sale.id));
}
