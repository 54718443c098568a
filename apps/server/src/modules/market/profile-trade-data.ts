import type { UserProfile } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { tradeView } from './trade-history';
import { listTradesSince } from './trades.repository';
import { skinsValuesSince } from './wealth-points.repository';

const DAY_MS = 86_400_000;
/** The legacy tab offers ranges up to 90 days; its chart shows 14. */
const TRADED_ITEMS_DAYS = 90;
const TRADED_ITEMS_MAX = 1000;
const INVENTORY_DAYS = 14;

/**
 * The profile's traded items and inventory coins, from the same trades and wealth points the
 * overview reads (public-site.md: the legacy trading tab), so the two screens never disagree.
 */
export async function profileTradeData(
  db: Db,
  userId: string,
  now: Date,
): Promise<Pick<UserProfile, 'traded_items' | 'inventory_coins'>> {
  const [rows, points] = await Promise.all([
    listTradesSince(db, userId, new Date(now.getTime() - TRADED_ITEMS_DAYS * DAY_MS), TRADED_ITEMS_MAX),
    skinsValuesSince(db, userId, new Date(now.getTime() - INVENTORY_DAYS * DAY_MS)),
  ]);
  return {
    traded_items: rows.map((row) => {
      const t = tradeView(row, '');
      return {
        action: row.kind === 'withdrawal' ? 'Withdraw' : 'Deposit',
        status: row.status,
        market_name: t.item.market_name,
        coin_value: t.item.coin_value,
        markup: t.item.markup,
        max_markup: t.item.max_markup,
        stickers_cost: t.item.stickers_cost,
        credits_used: t.credits_used,
        trade_id: t.trade_id,
        timestamp: t.timestamp,
        icon_url: t.item.icon_url,
        stickers: t.item.stickers.map((s) => ({
          sticker_name: s.sticker_name ?? '',
          sticker_price: s.sticker_price ?? 0,
          sticker_icon_url: s.sticker_icon_url ?? '',
        })),
        item_rarity: t.item.rarity,
        text_message: null,
        min_float: t.item.min_wear_float,
        max_float: t.item.max_wear_float,
      };
    }),
    inventory_coins: points.map((p) => ({ timestamp: p.takenAt.toISOString(), value: Number(p.skinsValue) })),
  };
}
