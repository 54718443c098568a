import { asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { inventorySnapshots } from './overview.schema';

/** When each snapshot was taken, by account id: the user's when a user is given, else everyone's. */
export async function snapshotTimes(db: DbOrTx, userId?: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ accountId: inventorySnapshots.accountId, takenAt: inventorySnapshots.takenAt })
    .from(inventorySnapshots)
    .where(userId ? eq(inventorySnapshots.userId, userId) : undefined);
  return new Map(rows.map((r) => [r.accountId, r.takenAt]));
}

/** Accounts whose snapshot was taken before the cutoff, oldest first, at most `limit`. */
export async function staleSnapshotAccountIds(db: DbOrTx, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ accountId: inventorySnapshots.accountId })
    .from(inventorySnapshots)
    .where(lt(inventorySnapshots.takenAt, cutoff))
    .orderBy(asc(inventorySnapshots.takenAt))
    .limit(limit);
  return rows.map((row) => row.accountId);
}

/** The user's snapshots' stored arrays as JSON text, accounts in Steam id order. */
export async function snapshotTextsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      inventory: sql<string>`${inventorySnapshots.inventory}::text`,
      listings: sql<string>`${inventorySnapshots.listings}::text`,
      protectedWithdrawals: sql<string>`${inventorySnapshots.protectedWithdrawals}::text`,
    })
    .from(inventorySnapshots)
    .where(eq(inventorySnapshots.userId, userId))
    .orderBy(asc(inventorySnapshots.steamId));
}

/**
 * A text that changes whenever a snapshot of the user is taken, rewritten (a listing changed it) or
 * removed: the rows' count, times and row versions (xmin changes with every write of a row).
 */
export async function snapshotsVersionOf(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({
      version: sql<string>`count(*) || ':' || coalesce(sum(extract(epoch from ${inventorySnapshots.takenAt})), 0) || ':' || coalesce(sum(${inventorySnapshots}.xmin::text::bigint), 0)`,
    })
    .from(inventorySnapshots)
    .where(eq(inventorySnapshots.userId, userId));
  return row?.version ?? '0';
}

/**
 * Each snapshot's figures (not its large item arrays), by account id: the user's when a user is
 * given, else everyone's.
 */
export async function snapshotFigures(db: DbOrTx, userId?: string) {
  const rows = await db
    .select({
      accountId: inventorySnapshots.accountId,
      skinsValue: inventorySnapshots.skinsValue,
      protectedBalance: inventorySnapshots.protectedBalance,
      itemCount: inventorySnapshots.itemCount,
      tradableCount: inventorySnapshots.tradableCount,
    })
    .from(inventorySnapshots)
    .where(userId ? eq(inventorySnapshots.userId, userId) : undefined);
  return new Map(rows.map(({ accountId, ...figures }) => [accountId, figures]));
}

/** Replaces the account's snapshot. */
export async function saveSnapshot(
  db: DbOrTx,
  accountId: string,
  row: Omit<typeof inventorySnapshots.$inferInsert, 'accountId'>,
): Promise<void> {
  await db
    .insert(inventorySnapshots)
    .values({ accountId, ...row })
    .onConflictDoUpdate({ target: inventorySnapshots.accountId, set: row });
}

/** The account's snapshot's item arrays, locked until the transaction ends (a listing change rewrites them). */
export async function lockSnapshotItems(tx: DbOrTx, accountId: string) {
  const [row] = await tx
    .select({ inventory: inventorySnapshots.inventory, listings: inventorySnapshots.listings })
    .from(inventorySnapshots)
    .where(eq(inventorySnapshots.accountId, accountId))
    .for('update');
  return row;
}

/** Writes the snapshot's inventory and listings again, with the figures they give; the snapshot keeps its time. */
export async function rewriteSnapshotItems(
  tx: DbOrTx,
  accountId: string,
  row: Pick<
    typeof inventorySnapshots.$inferInsert,
    'inventory' | 'listings' | 'skinsValue' | 'itemCount' | 'tradableCount'
  >,
): Promise<void> {
  await tx.update(inventorySnapshots).set(row).where(eq(inventorySnapshots.accountId, accountId));
}
