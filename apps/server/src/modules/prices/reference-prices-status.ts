import {
  priceSourceLabels,
  priceSources,
  type PriceSource,
  type ReferencePricesStatus,
} from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { unavailableReason, type PriceFeedKeys } from '../../integrations/reference-prices/price-feeds';
import { getSystemSettings } from '../system-config/system-settings';
import { priceCounts, sourceChecks } from './reference-prices.repository';

/**
 * The chosen source and, for every source, the age of its prices, why the last refresh failed, and
 * whether the admin can choose it (a keyed source needs its key configured). CSGORoll's values are
 * never chosen: they are asked first when an item is valued.
 */
export async function referencePricesStatus(db: DbOrTx, keys: PriceFeedKeys): Promise<ReferencePricesStatus> {
  const [settings, checks, counts] = await Promise.all([
    getSystemSettings(db),
    sourceChecks(db),
    priceCounts(db),
  ]);
  const bySource = new Map(checks.map((check) => [check.source, check]));
  return {
    source: settings.reference_price_source,
    sources: priceSources.map((source) => {
      const check = bySource.get(source);
      return {
        source,
        label: priceSourceLabels[source],
        refreshed_at: check?.refreshedAt?.toISOString() ?? null,
        checked_at: check?.checkedAt.toISOString() ?? null,
        item_count: counts.get(source) ?? 0,
        problem: check?.problem ?? null,
        ...choosable(source, keys),
      };
    }),
  };
}

function choosable(source: PriceSource, keys: PriceFeedKeys) {
  if (source === 'csgoroll') return { available: false, unavailable_reason: null };
  const reason = unavailableReason(source, keys);
  return { available: reason === null, unavailable_reason: reason };
}
