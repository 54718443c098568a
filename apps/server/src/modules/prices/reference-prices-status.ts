import { priceSourceLabels, priceSources, type ReferencePricesStatus } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { getSystemSettings } from '../system-config/system-settings';
import { priceCounts, sourceChecks } from './reference-prices.repository';

/** The chosen source and, for every source, the age of its prices and why the last refresh failed. */
export async function referencePricesStatus(db: DbOrTx): Promise<ReferencePricesStatus> {
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
      };
    }),
  };
}
