import type { ReferencePriceSource } from '@skinpilot/contract';
import { csfloatFeed } from './csfloat-feed';
import { csgotraderBuffFeed } from './csgotrader-buff-feed';
import { cspricebaseFeed } from './cspricebase-feed';
import { PriceFeedFailed, type PriceFeed } from './price-feed';
import { pricempireFeed } from './pricempire-feed';
import { sandboxFeed } from './sandbox-feed';
import { skinportFeed } from './skinport-feed';

/** Where each source lives; tests point them at loopback fakes of the same shapes. */
export type PriceFeedUrls = Partial<Record<Exclude<ReferencePriceSource, 'sandbox'>, string>>;

/** The keyed sources' API keys from the server's configuration; a source without one is off. */
export type PriceFeedKeys = { pricempire?: string; csfloat?: string; cspricebase?: string };

type KeyedSource = keyof PriceFeedKeys;

/** The configuration variable each keyed source reads its key from (README, Configuration). */
const keyVariables: Record<KeyedSource, string> = {
  pricempire: 'PRICEMPIRE_API_KEY',
  csfloat: 'CSFLOAT_API_KEY',
  cspricebase: 'CSPRICEBASE_API_KEY',
};

const isKeyed = (source: ReferencePriceSource): source is KeyedSource => source in keyVariables;

/** Why the admin cannot choose this source (its key is not configured), or null when it can be. */
export function unavailableReason(source: ReferencePriceSource, keys: PriceFeedKeys): string | null {
  if (!isKeyed(source) || keys[source]) return null;
  return `Needs an API key: set ${keyVariables[source]} in the server's configuration.`;
}

/** The feed behind each source the admin can choose. */
export function priceFeedFor(
  source: ReferencePriceSource,
  options: { urls?: PriceFeedUrls; keys?: PriceFeedKeys; now: () => Date },
): PriceFeed {
  const { urls = {}, keys = {}, now } = options;
  switch (source) {
    case 'sandbox':
      return sandboxFeed();
    case 'csgotrader_buff163':
      return csgotraderBuffFeed({ url: urls.csgotrader_buff163, now });
    case 'skinport':
      return skinportFeed({ url: urls.skinport, now });
    case 'pricempire':
      return keys.pricempire
        ? pricempireFeed({ apiKey: keys.pricempire, url: urls.pricempire, now })
        : keyMissing(source, keys);
    case 'csfloat':
      return keys.csfloat
        ? csfloatFeed({ apiKey: keys.csfloat, url: urls.csfloat, now })
        : keyMissing(source, keys);
    case 'cspricebase':
      return keys.cspricebase
        ? cspricebaseFeed({ apiKey: keys.cspricebase, url: urls.cspricebase, now })
        : keyMissing(source, keys);
  }
}

/** A keyed source chosen while its key was configured, then removed: it fails and keeps its prices. */
function keyMissing(source: KeyedSource, keys: PriceFeedKeys): PriceFeed {
  return {
    source,
    fetchQuotes: () => Promise.reject(new PriceFeedFailed(unavailableReason(source, keys)!)),
  };
}
