import { referencePercent, roundToCents } from '@skinpilot/engine';
import type { DbOrTx } from '../../db/database';
import {
  insertTradeOnce,
  linkSale,
  lockOpenWithdrawalOf,
  updateTrade,
  type TradeChange,
  type TradeInsert,
} from './bot-trades.repository';
import type { TradeRow } from './market.schema';
import { announceTrade } from './trade-events';

/**
 * The trades the bots make on CSGORoll (withdrawals the sniper joins, deposits it lists), as the
 * worker and the deposit automation record them. Each is known by its marketplace trade id, so a
 * repeated event or a restart writes nothing twice; writes take the caller's transaction, so a
 * trade's change, its charge and its activity commit together.
 */
export type BotTrade = TradeRow;

// The locks a trade's change takes first (the lock belongs to the change, so it is the
// repository's), and the Steam offer that delivered a withdrawal, each under its one name.
export { lockTrade, lockWithdrawal, noteSteamOffer } from './bot-trades.repository';
export type NewBotTrade = Omit<TradeInsert, 'id' | 'completedAt' | 'refundedAt' | 'refundReason'>;

/** Written once per marketplace trade id: answers the new trade, or nothing when it was known. */
export function recordTradeOnce(db: DbOrTx, trade: NewBotTrade): Promise<BotTrade | undefined> {
  return db.transaction(async (tx) => {
    const row = await insertTradeOnce(tx, trade);
    if (row) await announceTrade(tx, row, row.kind === 'withdrawal' ? 'joined' : 'listed');
    return row;
  });
}

/**
 * A trade's reference columns at `price` coins against `reference` coins (the items' reference
 * price when the trade is made); both null when no source prices them.
 */
export function referenceColumns(
  price: number,
  reference: number | null | undefined,
): Pick<NewBotTrade, 'referenceValue' | 'referencePercent'> {
  const percent = referencePercent(price, reference ?? null);
  if (reference === null || reference === undefined || percent === null || percent >= 1e10)
    return { referenceValue: null, referencePercent: null };
  return { referenceValue: roundToCents(reference).toFixed(2), referencePercent: percent.toFixed(2) };
}

/** Completed, cancelled or failed: the trade's end, with CSGORoll's status and the credits used. */
export async function finishTrade(
  tx: DbOrTx,
  tradeId: string,
  end: { status: 'completed' | 'cancelled' | 'failed'; at: Date } & Pick<
    TradeChange,
    'marketplaceStatus' | 'creditsUsed'
  >,
): Promise<BotTrade | undefined> {
  const { at, ...change } = end;
  const row = await updateTrade(tx, tradeId, { ...change, completedAt: at });
  if (row) await announceTrade(tx, row, end.status);
  return row;
}

/**
 * A sale (a deposit the automation sold) closes the account's oldest open withdrawal of the same
 * item (decision 031): its realised profit is the sale minus the withdrawal's cost, written on the
 * sale, and the two trades link to each other. No such withdrawal (the item came from elsewhere):
 * nothing; the sale's profit stays unknown. Answers the closed withdrawal.
 */
export async function closeWithdrawalBySale(tx: DbOrTx, sale: BotTrade): Promise<BotTrade | undefined> {
  if (sale.kind !== 'deposit') return undefined;
  const withdrawal = await lockOpenWithdrawalOf(tx, sale.steamId, sale.itemName, sale.createdAt);
  if (!withdrawal) return undefined;
  const profit = roundToCents(Number(sale.value) - Number(withdrawal.value)).toFixed(2);
  await linkSale(tx, withdrawal, sale, profit);
  return withdrawal;
}

/** CSGORoll moved the trade on without ending it. */
export async function noteMarketplaceStatus(tx: DbOrTx, tradeId: string, status: string): Promise<void> {
  const row = await updateTrade(tx, tradeId, { marketplaceStatus: status });
  if (row) await announceTrade(tx, row, status.toLowerCase());
}
