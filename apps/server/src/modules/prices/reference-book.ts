import { COIN_TO_DOLLAR } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { getSystemSettings } from '../system-config/system-settings';
import { pricesOfNames, storedPricesOf } from './reference-prices.repository';
import { priceKey } from './screen-quotes';

/**
 * One source's prices in memory, in coins (USD / 0.66): read once per use (a snapshot, a round of
 * the worker), then looked up per item without a query. An item the source does not price answers
 * undefined ("no reference"), never 0.
 */
export type ReferenceBook = {
  source: string;
  coinsOf(marketHashName: string, phase?: string | null): number | undefined;
};

export const centsToCoins = (usdCents: number) => Math.round(usdCents / COIN_TO_DOLLAR) / 100;

export async function loadPriceBook(db: DbOrTx, source: string): Promise<ReferenceBook> {
  const coins = new Map<string, number>();
  for (const price of await storedPricesOf(db, source)) {
    coins.set(priceKey(price.marketHashName, price.phase), centsToCoins(price.usdCents));
  }
  return {
    source,
    coinsOf: (name, phase) => coins.get(priceKey(name, phase ?? '')) ?? coins.get(priceKey(name, '')),
  };
}

/** The book of the source the admin chose. */
export async function loadReferenceBook(db: DbOrTx): Promise<ReferenceBook> {
  return loadPriceBook(db, (await getSystemSettings(db)).reference_price_source);
}

/**
 * The chosen source's reference in coins of a few items by market hash name (the items of a
 * deposit run or of the trades being recorded): one indexed query; a name it does not price is
 * left out.
 */
export async function referenceCoinsOfNames(db: DbOrTx, names: string[]): Promise<Map<string, number>> {
  const source = (await getSystemSettings(db)).reference_price_source;
  const rows = await pricesOfNames(db, [source], [...new Set(names)]);
  return new Map(rows.map((row) => [row.marketHashName, centsToCoins(row.usdCents)]));
}
