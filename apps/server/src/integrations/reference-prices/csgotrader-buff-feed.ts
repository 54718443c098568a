import { dollarsToCents, PriceFeedFailed, type PriceFeed, type PriceQuote } from './price-feed';
import { fetchPriceFile } from './price-file';

export const CSGOTRADER_BUFF_URL = 'https://prices.csgotrader.app/latest/buff163.json';
/** csgotrader rebuilds its files several times a day; two days unchanged means it stopped. */
const MAX_AGE_MS = 48 * 3_600_000;

type BuffSide = { price?: unknown; doppler?: Record<string, unknown> | null } | null | undefined;
type BuffEntry = { starting_at?: BuffSide; highest_order?: BuffSide };

/**
 * csgotrader's Buff163 file: `{ "<market hash name>": { starting_at: { price, doppler: { "Phase 2":
 * ... } }, highest_order: { ... } } }` in dollars. The reference is the lowest listing (what the item
 * costs to buy on Buff); a Doppler's phases each get their own price.
 */
export function csgotraderBuffFeed(options: { url?: string; now: () => Date }): PriceFeed {
  return {
    source: 'csgotrader_buff163',
    async fetchQuotes() {
      const file = await fetchPriceFile(options.url ?? CSGOTRADER_BUFF_URL, {
        maxAgeMs: MAX_AGE_MS,
        now: options.now,
      });
      if (typeof file !== 'object' || file === null || Array.isArray(file)) {
        throw new PriceFeedFailed('The source answered a file of an unknown shape.');
      }
      const quotes: PriceQuote[] = [];
      for (const [marketHashName, raw] of Object.entries(file as Record<string, BuffEntry>)) {
        const listing = raw?.starting_at;
        quotes.push({
          marketHashName,
          phase: null,
          usdCents: dollarsToCents(listing?.price),
          liquidity: null,
        });
        for (const [phase, price] of Object.entries(listing?.doppler ?? {})) {
          quotes.push({ marketHashName, phase, usdCents: dollarsToCents(price), liquidity: null });
        }
      }
      return quotes;
    },
  };
}
