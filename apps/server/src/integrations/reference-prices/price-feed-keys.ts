import type { Config } from '../../config';
import type { PriceFeedKeys } from './price-feeds';

/** The keyed price sources' API keys as the server's configuration gives them. */
export const priceFeedKeysOf = (
  config: Pick<Config, 'PRICEMPIRE_API_KEY' | 'CSFLOAT_API_KEY' | 'CSPRICEBASE_API_KEY'>,
): PriceFeedKeys => ({
  pricempire: config.PRICEMPIRE_API_KEY,
  csfloat: config.CSFLOAT_API_KEY,
  cspricebase: config.CSPRICEBASE_API_KEY,
});
