import { priceSourceLabels, type ReferencePriceSource } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../errors/app-error';
import { unavailableReason, type PriceFeedKeys } from '../../integrations/reference-prices/price-feeds';
import { writeAdminAudit } from '../audit/write-admin-audit';
import { getSystemSettings, updateSystemSettings } from '../system-config/system-settings';
import { referencePricesStatus } from './reference-prices-status';

export type PriceAdminDeps = {
  db: Db;
  /** The keyed sources' API keys from the configuration: a source without one cannot be chosen. */
  keys: PriceFeedKeys;
  /** Books a refresh of the chosen source on the job queue; absent where no queue runs. */
  requestRefresh?: () => Promise<void>;
};

/** The admin's choice of source, audited; its prices are refreshed by the next worker at once. */
export async function chooseReferencePriceSource(
  deps: PriceAdminDeps,
  adminId: string,
  source: ReferencePriceSource,
) {
  const reason = unavailableReason(source, deps.keys);
  if (reason) throw conflict(`${priceSourceLabels[source]} cannot be chosen. ${reason}`);
  await deps.db.transaction(async (tx) => {
    const before = (await getSystemSettings(tx)).reference_price_source;
    await updateSystemSettings(tx, { reference_price_source: source });
    await writeAdminAudit(tx, {
      adminId,
      action: 'reference_price_source.update',
      targetType: 'system_config',
      targetId: 'reference_price_source',
      before: { source: before },
      after: { source },
    });
  });
  await deps.requestRefresh?.();
  return {
    message: `Reference prices now come from ${source}`,
    status: await referencePricesStatus(deps.db, deps.keys),
  };
}
