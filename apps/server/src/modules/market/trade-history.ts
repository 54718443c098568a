import type { Trade, TradeAction } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { emailOf } from '../users/users.queries';
import type { TradeRow } from './market.schema';
import { tradesQuery, type TradeQuery } from './trades.repository';

/**
 * The dashboard's three actions over our two trade kinds: a withdrawal is the bot buying
 * (Withdraw); a deposit is the bot listing an item (Deposit) until it sells (Completed).
 */
export function actionOf(row: Pick<TradeRow, 'kind' | 'status'>): TradeAction {
  if (row.kind === 'withdrawal') return 'Withdraw';
  return row.status === 'completed' ? 'Completed' : 'Deposit';
}

/**
 * The caller's trades, newest first. Cancelled and failed withdrawals never became trades and are
 * left out. Reads walk `trades_user_created_idx` (or `trades_steam_created_idx` for one account).
 * Every trade is the caller's, so the email they carry is read once.
 */
export async function listTradesOf(db: Db, query: TradeQuery): Promise<Trade[]> {
  const [rows, email] = await Promise.all([tradesQuery(db, query), emailOf(db, query.userId)]);
  if (email === undefined) return [];
  return rows.map((trade) => tradeView(trade, email));
}

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** The wire shape of one trade; the item block is the one the runtime stored, filled from columns. */
export function tradeView(row: TradeRow, email: string): Trade {
  const item = row.item ?? {};
  const stickers = Array.isArray(item.stickers) ? (item.stickers as Record<string, unknown>[]) : [];
  const value = Number(row.value);
  return {
    trade_id: row.csgorollTradeId,
    email,
    steam_id: row.steamId,
    action: actionOf(row),
    source: str(item.source) ?? 'CSGORoll',
    credits_used: Number(row.creditsUsed),
    profit: num(row.profit),
    // A withdrawal a sale closed has a realised profit on the sale instead of an estimate.
    estimated_profit: row.linkedTradeId === null ? num(row.estimatedProfit) : null,
    estimated_buy_price: num(item.estimated_buy_price) ?? (row.kind === 'withdrawal' ? value : null),
    reference_value: num(row.referenceValue),
    reference_percent: num(row.referencePercent),
    timestamp: row.createdAt.toISOString(),
    withdraw_trade_id: str(item.withdraw_trade_id) ?? (row.kind === 'deposit' ? row.linkedTradeId : null),
    linked_trade_id: row.linkedTradeId,
    item: {
      market_name: str(item.market_name) ?? row.itemName,
      icon_url: str(item.icon_url),
      item_variant_brand: str(item.item_variant_brand),
      item_variant_name: str(item.item_variant_name),
      item_variant_color: str(item.item_variant_color),
      item_variant_id: str(item.item_variant_id),
      rarity: str(item.rarity),
      min_wear_float: num(item.min_wear_float),
      max_wear_float: num(item.max_wear_float),
      max_markup: num(item.max_markup),
      stickers: stickers.map((s) => ({
        sticker_name: str(s.sticker_name),
        sticker_price: num(s.sticker_price),
        sticker_icon_url: str(s.sticker_icon_url),
      })),
      stickers_cost: num(item.stickers_cost) ?? 0,
      unique_item_identifier: str(item.unique_item_identifier) ?? str(item.steam_asset_id),
      steam_asset_id: str(item.steam_asset_id),
      coin_value: num(item.coin_value) ?? value,
      markup: num(item.markup) ?? Number(row.markupPercent),
    },
  };
}
