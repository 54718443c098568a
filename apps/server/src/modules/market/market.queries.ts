import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { InventoryItem } from './inventory-items';
import { trades, type TradeKind, type TradeRow } from './market.schema';
import { inventorySnapshots } from './overview.schema';

/**
 * Reads of the market, one name each, that later modules (deposits) and the bot runtime import as
 * they are (decision 024): read-only, no row locks (lint).
 */

/** The account's trades of this kind that have not finished yet. */
export async function openTradesOf(db: DbOrTx, steamId: string, kind: TradeKind): Promise<TradeRow[]> {
  return db
    .select()
    .from(trades)
    .where(and(eq(trades.steamId, steamId), eq(trades.kind, kind), eq(trades.status, 'pending')));
}

/** The user's listings as their snapshots hold them, with the account id each belongs to. */
export async function listingsOfUser(
  db: DbOrTx,
  userId: string,
): Promise<{ accountId: string; item: InventoryItem }[]> {
  const rows = await db
    .select({ accountId: inventorySnapshots.accountId, listings: inventorySnapshots.listings })
    .from(inventorySnapshots)
    .where(eq(inventorySnapshots.userId, userId))
    .orderBy(asc(inventorySnapshots.steamId));
  return rows.flatMap((row) =>
    (row.listings as InventoryItem[]).map((item) => ({ accountId: row.accountId, item })),
  );
}

/** The id of the user's account whose snapshot lists this CSGORoll trade; undefined for anyone else's. */
export async function accountOfListing(
  db: DbOrTx,
  userId: string,
  tradeId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: inventorySnapshots.accountId })
    .from(inventorySnapshots)
    .where(
      and(
        eq(inventorySnapshots.userId, userId),
        sql`${inventorySnapshots.listings} @> ${JSON.stringify([{ listing: { trade_id: tradeId } }])}::jsonb`,
      ),
    )
    .limit(1);
  return row?.accountId;
}
