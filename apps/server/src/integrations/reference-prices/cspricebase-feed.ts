import { splitDopplerPhase } from './doppler-phase';
import { centsOf, countOf, PriceFeedFailed, type PriceFeed, type PriceQuote } from './price-feed';
import { fetchPriceFile } from './price-file';

export const CSPRICEBASE_URL = 'https://cspricebase.com/api/get-rollhelper-prices/';
/** CSPricebase rebuilds its file every few minutes; two days unchanged means it stopped. */
const MAX_AGE_MS = 48 * 3_600_000;

type CspricebaseEntry = { price_buff?: unknown; liquidity?: unknown; is_inflated?: unknown } | null;

/**
 * CSPricebase's price file (`Authorization: Bearer` with its key): `{ "<market hash name>": {
 * price_buff, price_uu, price_csfloat, liquidity, is_inflated } }`, prices in USD cents, a Doppler's
 * phase after its name ("... Doppler (Factory New) - Phase 2"). The reference is the Buff163
 * price; a price the source marks inflated (pushed up by a few listings) keeps the previous one.
 */
export function cspricebaseFeed(options: { apiKey: string; url?: string; now: () => Date }): PriceFeed {
  return {
    source: 'cspricebase',
    async fetchQuotes() {
      const file = await fetchPriceFile(options.url ?? CSPRICEBASE_URL, {
        headers: { authorization: `Bearer ${options.apiKey}` },
        maxAgeMs: MAX_AGE_MS,
        now: options.now,
        keyed: true,
      });
      if (typeof file !== 'object' || file === null || Array.isArray(file)) {
        throw new PriceFeedFailed('The source answered a file of an unknown shape.');
      }
      const quotes: PriceQuote[] = [];
      for (const [name, entry] of Object.entries(file as Record<string, CspricebaseEntry>)) {
        quotes.push({
          ...splitDopplerPhase(name),
          usdCents: centsOf(entry?.price_buff),
          liquidity: countOf(entry?.liquidity),
          ...(entry?.is_inflated === true ? { flaw: 'marked inflated by the source' } : {}),
        });
      }
      return quotes;
    },
  };
}
