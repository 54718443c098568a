import type { DbOrTx } from '../../db/database';
import { sumDailyFigures } from './daily-trade-totals.repository';
import type { TradeKind } from './market.schema';

export type DailyTradeTotals = { trades: number; volume: number; credits: number };

/**
 * The completed trades of one UTC day (`YYYY-MM-DD`) by kind, from the trigger-kept daily figures;
 * a kind that did not trade that day is absent.
 */
export async function dailyTradeTotalsOf(db: DbOrTx, day: string): Promise<Map<TradeKind, DailyTradeTotals>> {
  const rows = await sumDailyFigures(db, day);
  return new Map(
    rows.map((row) => [
      row.kind,
      { trades: row.trades, volume: Number(row.volume), credits: Number(row.credits) },
    ]),
  );
}
