import { referencePercent, roundToCents } from '@skinpilot/engine';
import type { DbOrTx } from '../../db/database';
import {
  insertTradeOnce,
  lockTradeById,
  linkSale,
  lockOpenWithdrawalOf,
  lockTradeByMarketplaceId,
  pendingTradesOf,
  setSteamOfferOnce,
  updateTrade,
  type TradeChange,
  type TradeInsert,
} from './bot-trades.repository';
import type { TradeKind, TradeRow } from './market.schema';
import { announceTrade } from './trade-events';

/**
 * The trades the bots make on CSGORoll (withdrawals the sniper joins, deposits it lists), as the
 * worker and the deposit automation record them. Each is known by its marketplace trade id, so a
 * repeated event or a restart writes nothing twice; writes take the caller's transaction, so a
 * trade's change, its charge and its activity commit together.
 */
export type BotTrade = TradeRow;
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

/**
 * The account's withdrawal under a row lock, so two workers following it queue and only one moves
 * it. Another account's trade under the same marketplace id is not found.
 */
export function lockWithdrawal(
  tx: DbOrTx,
  csgorollTradeId: string,
  steamId: string,
): Promise<BotTrade | undefined> {
  return lockTradeByMarketplaceId(tx, csgorollTradeId, 'withdrawal', steamId);
}

export function lockTrade(tx: DbOrTx, tradeId: string): Promise<BotTrade | undefined> {
  return lockTradeById(tx, tradeId);
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

/** The account's trades of this kind that have not finished yet. */
export function openTradesOf(db: DbOrTx, steamId: string, kind: TradeKind): Promise<BotTrade[]> {
  return pendingTradesOf(db, steamId, kind);
}

/** The Steam offer that delivered the withdrawal's items; the first one recorded stays. */
export async function noteSteamOffer(db: DbOrTx, csgorollTradeId: string, offerId: string): Promise<void> {
  await setSteamOfferOnce(db, csgorollTradeId, offerId);
}
