import type { ReferencePriceSource } from '@skinpilot/contract';
import { csgotraderBuffFeed } from './csgotrader-buff-feed';
import type { PriceFeed } from './price-feed';
import { sandboxFeed } from './sandbox-feed';
import { skinportFeed } from './skinport-feed';

/** Where each public file lives; tests point them at loopback fakes of the same shapes. */
export type PriceFeedUrls = { csgotraderBuff?: string; skinport?: string };

/** The feed behind each source the admin can choose. */
export function priceFeedFor(
  source: ReferencePriceSource,
  options: { urls?: PriceFeedUrls; now: () => Date },
): PriceFeed {
  switch (source) {
    case 'sandbox':
      return sandboxFeed();
    case 'csgotrader_buff163':
      return csgotraderBuffFeed({ url: options.urls?.csgotraderBuff, now: options.now });
    case 'skinport':
      return skinportFeed({ url: options.urls?.skinport, now: options.now });
  }
}
