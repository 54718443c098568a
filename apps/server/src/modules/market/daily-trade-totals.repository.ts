import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tradeDailyFigures, type TradeKind } from './market.schema';

/** The day's figures summed over the markup buckets, one row per kind that traded. */
export async function sumDailyFigures(
  db: DbOrTx,
  day: string,
): Promise<{ kind: TradeKind; trades: number; volume: string; credits: string }[]> {
  return db
    .select({
      kind: tradeDailyFigures.kind,
      trades: sql<number>`coalesce(sum(${tradeDailyFigures.tradeCount}), 0)::int`,
      volume: sql<string>`coalesce(sum(${tradeDailyFigures.volume}), 0)::text`,
      credits: sql<string>`coalesce(sum(${tradeDailyFigures.creditsUsed}), 0)::text`,
    })
    .from(tradeDailyFigures)
    .where(eq(tradeDailyFigures.day, day))
    .groupBy(tradeDailyFigures.kind);
}
