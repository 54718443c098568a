import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import {
  priceFeedFor,
  type PriceFeedKeys,
  type PriceFeedUrls,
} from '../../integrations/reference-prices/price-feeds';
import { getSystemSettings } from '../system-config/system-settings';
import { refreshReferencePrices, type PricesLog } from './refresh-reference-prices';
import { sourceChecks } from './reference-prices.repository';
import { jobCausedByRequest, runAsRequest } from '../../http/request-context';

export const REFERENCE_PRICES_QUEUE = 'reference-prices-refresh';
/** Every three hours: the free files change a few times a day, and one call each is all they ask. */
export const REFERENCE_PRICES_CRON = '15 */3 * * *';
const REFRESH_INTERVAL_MS = 3 * 3_600_000;

export type ReferencePricesDeps = {
  db: Db;
  now: () => Date;
  log: PricesLog;
  /** The keyed sources' API keys from the configuration; never logged (failures are sentences). */
  keys?: PriceFeedKeys;
  urls?: PriceFeedUrls;
};

/** Refreshes the source the admin chose. */
export async function refreshChosenSource(deps: ReferencePricesDeps) {
  const { reference_price_source: source } = await getSystemSettings(deps.db);
  return refreshReferencePrices(
    deps,
    priceFeedFor(source, { urls: deps.urls, keys: deps.keys, now: deps.now }),
  );
}

/**
 * The refresh on the shared pg-boss queue (one run across all workers). A worker that starts while
 * the chosen source has no prices, or only old ones, books a run at once, so a fresh install has
 * its sandbox prices within seconds instead of at the next schedule.
 */
export async function scheduleReferencePrices(boss: PgBoss, deps: ReferencePricesDeps): Promise<void> {
  await boss.createQueue(REFERENCE_PRICES_QUEUE);
  await boss.schedule(REFERENCE_PRICES_QUEUE, REFERENCE_PRICES_CRON, undefined, { tz: 'UTC' });
  await boss.work<{ request_id?: string }>(REFERENCE_PRICES_QUEUE, async ([job]) => {
    // An admin's change of source booked this run: its warnings name that request (issue 32).
    await runAsRequest(job?.data?.request_id, () => refreshChosenSource(deps));
  });
  const { reference_price_source: source } = await getSystemSettings(deps.db);
  const check = (await sourceChecks(deps.db)).find((c) => c.source === source);
  const age = check ? deps.now().getTime() - check.checkedAt.getTime() : Number.POSITIVE_INFINITY;
  if (age >= REFRESH_INTERVAL_MS) await requestReferencePrices(boss);
}

/** Books one refresh now (the admin changed the source); a refresh already waiting covers it. */
export async function requestReferencePrices(boss: PgBoss): Promise<void> {
  await boss.createQueue(REFERENCE_PRICES_QUEUE);
  await boss.send(REFERENCE_PRICES_QUEUE, jobCausedByRequest({}), {
    singletonKey: 'refresh',
    retryLimit: 2,
    retryDelay: 30,
  });
}
