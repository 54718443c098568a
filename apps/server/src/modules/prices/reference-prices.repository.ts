import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { priceSourceStatus, referencePrices } from './prices.schema';

export type StoredPrice = { marketHashName: string; phase: string; usdCents: number };
export type PriceRow = StoredPrice & { liquidity: number | null };

/** Rows per insert: a Buff file holds some 30,000 prices, well past one statement's parameters. */
const CHUNK = 1_000;

export async function storedPricesOf(db: DbOrTx, source: string): Promise<StoredPrice[]> {
  return db
    .select({
      marketHashName: referencePrices.marketHashName,
      phase: referencePrices.phase,
      usdCents: referencePrices.usdCents,
    })
    .from(referencePrices)
    .where(eq(referencePrices.source, source));
}

export async function storePrices(tx: DbOrTx, source: string, rows: PriceRow[], fetchedAt: Date) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(referencePrices)
      .values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, source, fetchedAt })))
      .onConflictDoUpdate({
        target: [referencePrices.source, referencePrices.marketHashName, referencePrices.phase],
        set: {
          usdCents: sql`excluded.usd_cents`,
          liquidity: sql`excluded.liquidity`,
          fetchedAt: sql`excluded.fetched_at`,
        },
      });
  }
}

export async function recordSourceCheck(
  tx: DbOrTx,
  source: string,
  at: Date,
  outcome: { refreshed: boolean; problem: string | null },
) {
  await tx
    .insert(priceSourceStatus)
    .values({ source, checkedAt: at, refreshedAt: outcome.refreshed ? at : null, problem: outcome.problem })
    .onConflictDoUpdate({
      target: priceSourceStatus.source,
      set: {
        checkedAt: at,
        problem: outcome.problem,
        ...(outcome.refreshed ? { refreshedAt: at } : {}),
      },
    });
}

export async function sourceChecks(db: DbOrTx) {
  return db.select().from(priceSourceStatus);
}

/** Prices per source; an index-only count over the primary key. */
export async function priceCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ source: referencePrices.source, items: count() })
    .from(referencePrices)
    .groupBy(referencePrices.source);
  return new Map(rows.map((row) => [row.source, row.items]));
}

/** The plain (phase-less) prices of the given names from the given sources: one indexed query. */
export async function pricesOfNames(db: DbOrTx, sources: string[], names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({
      source: referencePrices.source,
      marketHashName: referencePrices.marketHashName,
      usdCents: referencePrices.usdCents,
    })
    .from(referencePrices)
    .where(
      and(
        inArray(referencePrices.source, sources),
        inArray(referencePrices.marketHashName, names),
        eq(referencePrices.phase, ''),
      ),
    );
}

/** When the source's prices were last taken (null: never): the worker reloads its book when it moves. */
export async function sourceRefreshedAt(db: DbOrTx, source: string): Promise<Date | null> {
  const [row] = await db
    .select({ refreshedAt: priceSourceStatus.refreshedAt })
    .from(priceSourceStatus)
    .where(eq(priceSourceStatus.source, source));
  return row?.refreshedAt ?? null;
}
