import type { PriceSource } from '@skinpilot/contract';
import { COIN_TO_DOLLAR } from '@skinpilot/domain';
import type { Db, DbOrTx } from '../../db/database';
import { getSystemSettings } from '../system-config/system-settings';
import { pricesOfNames, recordSourceCheck, storePrices } from './reference-prices.repository';

/** What an item is worth in dollars, and which source said so. */
export type ItemPrice = { usd: number; source: PriceSource };

/**
 * Dollar prices of Steam items by market hash name: CSGORoll's own value when it has been seen
 * (it is what the item fetches there), else the chosen reference source. A name neither prices is
 * left out: "no price", never 0. One query for the whole inventory.
 */
export async function itemPricesOf(db: DbOrTx, names: string[]): Promise<Map<string, ItemPrice>> {
  const chosen = (await getSystemSettings(db)).reference_price_source;
  const rows = await pricesOfNames(db, ['csgoroll', chosen], [...new Set(names)]);
  const prices = new Map<string, ItemPrice>();
  for (const row of rows) {
    if (row.source !== 'csgoroll' && prices.has(row.marketHashName)) continue;
    prices.set(row.marketHashName, { usd: row.usdCents / 100, source: row.source as PriceSource });
  }
  return prices;
}

/**
 * CSGORoll's coin values of the items an inventory read showed (steamInventoryItems'
 * itemVariant.value), kept as the `csgoroll` source in dollars, so Steam items of accounts without
 * CSGORoll are valued the same way.
 */
export async function recordCsgorollValues(
  db: Db,
  values: { marketHashName: string; coins: number }[],
  at: Date,
): Promise<void> {
  const byName = new Map<string, number>();
  for (const { marketHashName, coins } of values) {
    if (Number.isFinite(coins) && coins > 0)
      byName.set(marketHashName, Math.round(coins * COIN_TO_DOLLAR * 100));
  }
  if (byName.size === 0) return;
  const rows = [...byName].map(([marketHashName, usdCents]) => ({
    marketHashName,
    phase: '',
    usdCents,
    liquidity: null,
  }));
  await db.transaction(async (tx) => {
    await storePrices(tx, 'csgoroll', rows, at);
    await recordSourceCheck(tx, 'csgoroll', at, { refreshed: true, problem: null });
  });
}
