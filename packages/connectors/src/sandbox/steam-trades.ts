import { hashText } from '../catalogue/seeded-random';
import type { SteamTradeStatus } from '../types/steam';

/** Steam's ETradeStatus values the sandbox reports. */
const COMPLETE = 3;
const TRADE_PROTECTION_ROLLBACK = 12;

type Trade<Item> = {
  tradeId: string;
  username: string;
  status: number;
  rollbackTradeId: string | null;
  /** What we gave (back in the inventory after a rollback) and the asset ids we got (gone again). */
  given: Item[];
  receivedAssetIds: string[];
};

/**
 * The trades behind accepted offers, as IEconService/GetTradeStatus answers them. Since trade
 * protection (July 2025) a completed trade can be rolled back for days: Steam then reports the trade
 * with status 12 (TradeProtectionRollback) and `rollback_trade`, the trade that sent the items back,
 * while the offer itself stays Accepted (3).
 */
export function createTradeBook<Item extends { assetId: string }>(options: {
  /** Share of completed trades the sandbox rolls back (decided by the trade id, not the seed). */
  rollbackShare: number;
}) {
  const trades = new Map<string, Trade<Item>>();

  return {
    /** A completed trade; answers whether the sandbox will roll it back. */
    record(tradeId: string, username: string, given: Item[], receivedAssetIds: string[]): boolean {
      trades.set(tradeId, {
        tradeId,
        username,
        status: COMPLETE,
        rollbackTradeId: null,
        given,
        receivedAssetIds,
      });
      return hashText(`rollback:${tradeId}`) % 1000 < options.rollbackShare * 1000;
    },

    /**
     * Rolls a completed trade back: answers what moves in the inventory (items to put back, asset
     * ids to take out), or null when the trade is unknown or not complete.
     */
    rollBack(tradeId: string): { restore: Item[]; remove: Set<string> } | null {
      const trade = trades.get(tradeId);
      if (!trade || trade.status !== COMPLETE) return null;
      trade.status = TRADE_PROTECTION_ROLLBACK;
      trade.rollbackTradeId = String(hashText(`rollback-trade:${tradeId}`));
      return { restore: trade.given, remove: new Set(trade.receivedAssetIds) };
    },

    /** GetTradeStatus for one account: the trade when it is that account's, else none. */
    status(username: string, tradeId: string): SteamTradeStatus[] {
      const trade = trades.get(tradeId);
      if (!trade || trade.username !== username) return [];
      return [{ tradeId, status: trade.status, rollbackTradeId: trade.rollbackTradeId }];
    },
  };
}
