import type { DbOrTx } from '../../db/database';
import { snapshotFigures } from './inventory-snapshots.repository';

export type AccountSkins = {
  skinsValue: number;
  protectedBalance: number;
  itemCount: number;
  tradableCount: number;
};

/** Each account's figures from its latest snapshot, by account id. */
export async function accountSkinsOf(db: DbOrTx, userId: string): Promise<Map<string, AccountSkins>> {
  const figures = await snapshotFigures(db, userId);
  return new Map([...figures].map(([accountId, f]) => [accountId, skinsOf(f)]));
}

/** The numeric text columns of a snapshot's figures as numbers. */
export function skinsOf(figures: {
  skinsValue: string;
  protectedBalance: string;
  itemCount: number;
  tradableCount: number;
}): AccountSkins {
  return {
    skinsValue: Number(figures.skinsValue),
    protectedBalance: Number(figures.protectedBalance),
    itemCount: figures.itemCount,
    tradableCount: figures.tradableCount,
  };
}
