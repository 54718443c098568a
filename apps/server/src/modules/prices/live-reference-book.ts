import type { DbOrTx } from '../../db/database';
import { getSystemSettings } from '../system-config/system-settings';
import { loadPriceBook, type ReferenceBook } from './reference-book';
import { sourceRefreshedAt } from './reference-prices.repository';

/** How often the worker asks whether the chosen source was refreshed (one small query). */
const CHECK_EVERY_MS = 60_000;

/**
 * The chosen source's prices in a worker's memory, refreshed with the table: at most once a minute
 * the worker asks when the source was last refreshed (and which source is chosen), and reloads the
 * whole book only when that moved. `referenceOf` is one Map lookup, what the sniping engine calls
 * once per item of a listing; before the first load it answers "no reference".
 */
export function createLiveReferenceBook(db: DbOrTx, checkEveryMs = CHECK_EVERY_MS) {
  let book: ReferenceBook | null = null;
  let stamp = '';
  let checkedAt = Number.NEGATIVE_INFINITY;
  return {
    referenceOf: (marketName: string): number | undefined => book?.coinsOf(marketName),
    /** Reloads when due and the source or its refresh moved; answers whether it reloaded. */
    async refresh(nowMs: number): Promise<boolean> {
      if (nowMs - checkedAt < checkEveryMs) return false;
      checkedAt = nowMs;
      const source = (await getSystemSettings(db)).reference_price_source;
      const refreshedAt = await sourceRefreshedAt(db, source);
      // Never refreshed yet (a fresh install books one at once): asked again next round.
      if (refreshedAt === null) checkedAt = Number.NEGATIVE_INFINITY;
      const next = `${source}@${refreshedAt?.toISOString() ?? 'never'}`;
      if (book !== null && next === stamp) return false;
      book = await loadPriceBook(db, source);
      stamp = next;
      return true;
    },
  };
}
