import { dollarsToCents, PriceFeedFailed, type PriceFeed } from './price-feed';
import { fetchPriceFile } from './price-file';

export const SKINPORT_ITEMS_URL = 'https://api.skinport.com/v1/items?app_id=730&currency=USD&tradable=0';
/** Skinport caches /v1/items for 5 minutes; a day unchanged means it stopped. */
const MAX_AGE_MS = 24 * 3_600_000;

type SkinportItem = {
  market_hash_name?: unknown;
  currency?: unknown;
  min_price?: unknown;
  suggested_price?: unknown;
  quantity?: unknown;
};

/**
 * Skinport's public item list (no key; it refuses a request without `Accept-Encoding: br`, and
 * allows about 8 calls per 5 minutes, far more than one file every few hours needs):
 * `[{ market_hash_name, min_price, suggested_price, quantity, ... }]` in dollars. The reference is
 * the lowest listing, or Skinport's suggested price when nothing is listed; quantity is liquidity.
 */
export function skinportFeed(options: { url?: string; now: () => Date }): PriceFeed {
  return {
    source: 'skinport',
    async fetchQuotes() {
      const file = await fetchPriceFile(options.url ?? SKINPORT_ITEMS_URL, {
        headers: { 'accept-encoding': 'br' },
        maxAgeMs: MAX_AGE_MS,
        now: options.now,
      });
      if (!Array.isArray(file)) throw new PriceFeedFailed('The source answered a file of an unknown shape.');
      return (file as SkinportItem[]).flatMap((item) =>
        typeof item?.market_hash_name === 'string'
          ? [
              {
                marketHashName: item.market_hash_name,
                phase: null,
                usdCents: dollarsToCents(item.min_price ?? item.suggested_price),
                liquidity: typeof item.quantity === 'number' ? item.quantity : null,
                // We ask for USD; a price in another currency would be read as dollars.
                ...(typeof item.currency === 'string' && item.currency !== 'USD'
                  ? { flaw: `priced in ${item.currency}, not USD` }
                  : {}),
              },
            ]
          : [],
      );
    },
  };
}
