import { centsOf, countOf, PriceFeedFailed, type PriceFeed } from './price-feed';
import { fetchPriceFile } from './price-file';

export const CSFLOAT_PRICE_LIST_URL = 'https://csfloat.com/api/v1/listings/price-list';
/** CSFloat's list follows its live listings; a day unchanged means it stopped. */
const MAX_AGE_MS = 24 * 3_600_000;

type CsfloatPrice = { market_hash_name?: unknown; quantity?: unknown; min_price?: unknown };

/**
 * CSFloat's price list (its API key in the `Authorization` header, as CSFloat's docs ask, no
 * scheme): `[{ market_hash_name, quantity, min_price }]`, the lowest listing in USD cents and how
 * many are listed. Doppler phases are a second list keyed by paint index, not read: a Doppler is
 * priced at its plain name.
 */
export function csfloatFeed(options: { apiKey: string; url?: string; now: () => Date }): PriceFeed {
  return {
    source: 'csfloat',
    async fetchQuotes() {
      const file = await fetchPriceFile(options.url ?? CSFLOAT_PRICE_LIST_URL, {
        headers: { authorization: options.apiKey },
        maxAgeMs: MAX_AGE_MS,
        now: options.now,
        keyed: true,
      });
      if (!Array.isArray(file)) throw new PriceFeedFailed('The source answered a file of an unknown shape.');
      return (file as CsfloatPrice[]).flatMap((item) =>
        typeof item?.market_hash_name === 'string'
          ? [
              {
                marketHashName: item.market_hash_name,
                phase: null,
                usdCents: centsOf(item.min_price),
                liquidity: countOf(item.quantity),
              },
            ]
          : [],
      );
    },
  };
}
