import type { SteamTradeStatus } from '../types/steam';
import { PlatformUnavailableError } from '../types/errors';

const idOf = (raw: unknown): string | null =>
  (typeof raw === 'string' && /^\d+$/.test(raw)) || (typeof raw === 'number' && Number.isInteger(raw))
    ? String(raw)
    : null;

/**
 * IEconService/GetTradeStatus's answer (`{ response: { trades: [{ tradeid, status, rollback_trade,
 * ... }] } }`, as steam-tradeoffer-manager 2.13 lib/classes/TradeOffer.js reads it) in our shape.
 * A trade without a readable id is left out; its status passes as Steam gave it (NaN when not a
 * number), so the caller can tell an unknown status and skip it.
 */
export function tradeStatusesFrom(body: unknown): SteamTradeStatus[] {
  const trades = (body as { response?: { trades?: unknown } } | null)?.response?.trades;
  if (!Array.isArray(trades)) throw new PlatformUnavailableError('Steam trade status: malformed answer.');
  const statuses: SteamTradeStatus[] = [];
  for (const raw of trades as Record<string, unknown>[]) {
    const tradeId = idOf(raw?.tradeid);
    if (!tradeId) continue;
    const status = typeof raw.status === 'number' ? raw.status : Number(raw.status ?? Number.NaN);
    const rollback = idOf(raw.rollback_trade);
    statuses.push({ tradeId, status, rollbackTradeId: rollback && rollback !== '0' ? rollback : null });
  }
  return statuses;
}
