import type { ReferencePriceSource } from '@skinpilot/contract';

/** One item's price as a source tells it. Doppler knives carry their phase; others null. */
export type PriceQuote = {
  marketHashName: string;
  phase: string | null;
  /** USD cents; a source may hand a missing, negative or absurd value, which the refresh screens. */
  usdCents: number;
  /** Listings or sales the source counts for the item, when it gives one. */
  liquidity: number | null;
  /**
   * Why the source's own data marks this price as unusable (a price it has not updated for days, one
   * it flags as inflated): the refresh keeps the previous price and logs this reason.
   */
  flaw?: string;
};

/**
 * A bulk price source: one call answers every item it prices (never a call per item). A failure
 * (HTML instead of JSON, an error status, a rate limit, a stale file) throws PriceFeedFailed, and the
 * refresh keeps the last good prices.
 */
export type PriceFeed = { source: ReferencePriceSource; fetchQuotes(): Promise<PriceQuote[]> };

/** Why a source's prices were not taken, in words the admin reads beside the source. */
export class PriceFeedFailed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PriceFeedFailed';
  }
}

export const dollarsToCents = (dollars: unknown): number =>
  typeof dollars === 'number' ? Math.round(dollars * 100) : Number.NaN;

/** A price the source already gives in cents; anything but a number is no price (never 0). */
export const centsOf = (cents: unknown): number =>
  typeof cents === 'number' ? Math.round(cents) : Number.NaN;

/** A count the source gives (listings, sales, a liquidity score) as a whole number, or null. */
export const countOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
