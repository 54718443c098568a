/**
 * The engine's view of a CSGORoll listing (protocol/csgoroll.md section 5) and of the account that
 * might join it. The runtime builds a `Listing` once per feed frame from the connectors' trade, then
 * `prepareListing` derives what every account's matcher reads (lower-cased names, sticker sums, the
 * item's kind), so the per-account decision only compares numbers and looks up Sets.
 *
 * Mapping from the connectors' `CsgorollTrade` (packages/connectors/src/types/csgoroll.ts):
 *
 * | Listing field                 | from                                                        |
 * |-------------------------------|-------------------------------------------------------------|
 * | id                            | trade.id (Relay id, passed back to joinTrades unchanged)    |
 * | status                        | trade.status                                                |
 * | createdAt                     | Date.parse(trade.createdAt)                                 |
 * | canJoinAfter                  | Date.parse(trade.canJoinAfter) or null when absent/null     |
 * | suspectedTraderCanJoinAfter   | Date.parse(trade.suspectedTraderCanJoinAfter) or null       |
 * | expiresAt                     | Date.parse(trade.expiresAt) or null                         |
 * | totalValue                    | trade.totalValue (coins, markup included)                   |
 * | markupPercent                 | trade.markupPercent                                         |
 * | items[i].marketName           | tradeItems[i].marketName (= itemVariant.externalId)         |
 * | items[i].name                 | tradeItems[i].itemVariant.name (the finish, "" for vanilla)  |
 * | items[i].brand                | tradeItems[i].itemVariant.brand ("★ Karambit", "AK-47")     |
 * | items[i].exterior             | tradeItems[i].itemVariant.color (the exterior text)         |
 * | items[i].rarity               | tradeItems[i].itemVariant.rarity ("covert", "mil-spec", ...) |
 * | items[i].baseValue            | tradeItems[i].itemVariant.value (coins, before markup)       |
 * | items[i].value                | tradeItems[i].value (coins, markup included)                 |
 * | items[i].paintWear            | tradeItems[i].paintWear, else trade.avgPaintWear, else null  |
 * | items[i].patternPercent       | tradeItems[i].patternPercentage (the fade percent) or null   |
 * | items[i].stickers[j]          | tradeItems[i].stickers[j]: { name, value (null = unknown), wear } |
 *
 * Trade items that are null or carry a null itemVariant (seen in real feed frames) are dropped by
 * the mapping; a listing left with no item is skipped with the reason `invalid_listing`.
 * Times are epoch milliseconds, so the engine never parses a date on the hot path.
 */
export type ListingSticker = {
  name: string;
  /** Coins; null when CSGORoll did not send it (counted as 0). */
  value: number | null;
  /** 0 = unscraped. */
  wear: number | null;
};

export type ListingItem = {
  marketName: string;
  name: string;
  brand: string;
  exterior: string | null;
  rarity: string | null;
  baseValue: number;
  value: number;
  paintWear: number | null;
  patternPercent: number | null;
  stickers: readonly ListingSticker[];
};

export type Listing = {
  id: string;
  status: string;
  createdAt: number;
  canJoinAfter: number | null;
  suspectedTraderCanJoinAfter: number | null;
  expiresAt: number | null;
  totalValue: number;
  markupPercent: number;
  items: readonly ListingItem[];
};

/**
 * The reference price of an item in coins by its market name (the worker's in-memory reference
 * book, refreshed with the reference_prices table), or undefined when no source prices it: "no
 * reference", never 0. Called once per item of a listing, when the listing is prepared.
 */
export type ReferenceLookup = (marketName: string) => number | undefined;

/**
 * What the runtime knows about one account when a listing arrives; it keeps these current from the
 * account's `updateWallet` events and the credit ledger.
 */
export type AccountState = {
  /** Coins in the account's MAIN wallet (protocol section 12). */
  balance: number;
  /** The user's credits left (users.credits); an admin, who always passes, may be given Infinity. */
  credits: number;
  /** The admin's global credit multiplier (system setting global_credit_multiplier). */
  creditMultiplier: number;
  /** CSGORoll's `currentUser.suspectedTrader` flag: such accounts join on `suspectedTraderCanJoinAfter`. */
  suspectedTrader: boolean;
};
