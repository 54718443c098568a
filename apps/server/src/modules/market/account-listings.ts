import type { DbOrTx } from '../../db/database';
import type { InventoryItem } from './inventory-items';
import { accountListingTrade, snapshotListingsOf } from './inventory-snapshots.repository';

/** The user's listings as their snapshots hold them, with the account id each belongs to. */
export async function listingsOfUser(
  db: DbOrTx,
  userId: string,
): Promise<{ accountId: string; item: InventoryItem }[]> {
  const rows = await snapshotListingsOf(db, userId);
  return rows.flatMap((row) =>
    (row.listings as InventoryItem[]).map((item) => ({ accountId: row.accountId, item })),
  );
}

/** The id of the user's account that lists this CSGORoll trade; undefined for anyone else's. */
export function accountOfListing(db: DbOrTx, userId: string, tradeId: string): Promise<string | undefined> {
  return accountListingTrade(db, userId, tradeId);
}
