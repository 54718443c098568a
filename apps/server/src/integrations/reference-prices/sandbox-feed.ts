import { sandboxPriceList } from '@skinpilot/connectors';
import { COIN_TO_DOLLAR } from '@skinpilot/domain';
import type { PriceFeed } from './price-feed';

/** The offline source: prices generated from the sandbox catalogue (see sandboxPriceList). */
export function sandboxFeed(): PriceFeed {
  return {
    source: 'sandbox',
    async fetchQuotes() {
      return sandboxPriceList().map((price) => ({
        marketHashName: price.marketHashName,
        phase: null,
        usdCents: Math.round(price.coins * COIN_TO_DOLLAR * 100),
        liquidity: null,
      }));
    },
  };
}
