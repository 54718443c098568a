/** Steam's ETradeStatus: 0 to 11 as steam-tradeoffer-manager 2.13 knows them, 12 since July 2025. */
const TRADE_PROTECTION_ROLLBACK = 12;
const LAST_KNOWN_STATUS = 12;

export type TradeStatusVerdict = 'rolled_back' | 'standing' | 'unknown';

/**
 * What a trade status means for a trade we saw complete: 12 (TradeProtectionRollback) is a rollback
 * under trade protection; 0 to 11 leave it standing for this check (the support rollbacks 5 to 7
 * and a failed escrow show as an offer state change, which the check tells on its own); anything
 * else is unknown, to be logged and skipped.
 */
export function tradeStatusVerdict(status: number): TradeStatusVerdict {
  if (!Number.isInteger(status) || status < 0 || status > LAST_KNOWN_STATUS) return 'unknown';
  return status === TRADE_PROTECTION_ROLLBACK ? 'rolled_back' : 'standing';
}
