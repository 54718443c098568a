import { splitDopplerPhase } from './doppler-phase';
import { centsOf, countOf, PriceFeedFailed, type PriceFeed, type PriceQuote } from './price-feed';
import { fetchPriceFile } from './price-file';

export const PRICEMPIRE_URL =
  'https://api.pricempire.com/v4/paid/items/prices?app_id=730&sources=buff163&currency=USD';
/** Pricempire refreshes Buff163 prices every few minutes; none newer than two days means it stopped. */
const MAX_AGE_MS = 48 * 3_600_000;
/** One item's Buff163 price not updated for a week is no longer what the item fetches. */
const MAX_PRICE_AGE_MS = 7 * 24 * 3_600_000;

type PricempirePrice = { provider_key?: unknown; price?: unknown; count?: unknown; updated_at?: unknown };
type PricempireItem = { market_hash_name?: unknown; prices?: unknown };

/**
 * Pricempire's v4 price list (a paid key, `Authorization: Bearer`): one call answers every CS2 item,
 * `[{ market_hash_name, liquidity, count, prices: [{ provider_key: "buff163", price, count,
 * updated_at }] }]`, prices in USD cents. The reference is the Buff163 price; its count of
 * listings is the liquidity. A price Pricempire has not updated for a week keeps the previous one,
 * and a file whose newest price is two days old is stale as a whole.
 */
export function pricempireFeed(options: { apiKey: string; url?: string; now: () => Date }): PriceFeed {
  return {
    source: 'pricempire',
    async fetchQuotes() {
      const file = await fetchPriceFile(options.url ?? PRICEMPIRE_URL, {
        headers: { authorization: `Bearer ${options.apiKey}` },
        maxAgeMs: MAX_AGE_MS,
        now: options.now,
        keyed: true,
      });
      if (!Array.isArray(file)) throw new PriceFeedFailed('The source answered a file of an unknown shape.');
      const now = options.now().getTime();
      let newest = Number.NEGATIVE_INFINITY;
      const quotes: PriceQuote[] = [];
      for (const item of file as PricempireItem[]) {
        if (typeof item?.market_hash_name !== 'string') continue;
        const prices = Array.isArray(item.prices) ? (item.prices as PricempirePrice[]) : [];
        const buff = prices.find((p) => p?.provider_key === 'buff163');
        const updatedAt = Date.parse(typeof buff?.updated_at === 'string' ? buff.updated_at : '');
        if (Number.isFinite(updatedAt)) newest = Math.max(newest, updatedAt);
        const stale = Number.isFinite(updatedAt) && now - updatedAt > MAX_PRICE_AGE_MS;
        quotes.push({
          ...splitDopplerPhase(item.market_hash_name),
          usdCents: centsOf(buff?.price),
          liquidity: countOf(buff?.count),
          ...(stale ? { flaw: `not updated since ${new Date(updatedAt).toISOString()}` } : {}),
        });
      }
      if (Number.isFinite(newest) && now - newest > MAX_AGE_MS) {
        throw new PriceFeedFailed(
          `The source's file is stale (newest price ${new Date(newest).toISOString()}).`,
        );
      }
      return quotes;
    },
  };
}
