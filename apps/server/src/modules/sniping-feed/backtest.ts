import type { BacktestAnswer, BacktestPeriod, backtestBody } from '@skinpilot/contract';
import type { BacktestFigures } from '@skinpilot/engine';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { getSystemSettings } from '../system-config/system-settings';
import { csgorollSettingsToCompare } from '../trading-accounts/csgoroll-settings.service';
import { runBacktest } from './run-backtest';

const PERIOD_MS: Record<BacktestPeriod, number> = {
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
  '14d': 14 * 86_400_000,
};

const answerOf = (figures: BacktestFigures) => ({
  matched: figures.matched,
  total_value: figures.totalValue,
  average_markup: figures.averageMarkup,
  estimated_profit: figures.estimatedProfit,
  priced: figures.priced,
  credits: figures.credits,
  largest: figures.largest.map((m) => ({
    trade_id: m.id,
    market_name: m.marketName,
    total_value: m.totalValue,
    markup: m.markup,
    reference: m.reference,
    seen_at: new Date(m.seenAt).toISOString(),
  })),
});

/**
 * Issue 27's back-test: the edited settings are checked like a save (422 naming the field), the
 * account must have CSGORoll (404), then the period's recorded feed is replayed for the edited and
 * the saved settings in a worker thread, with the credit multiplier of today.
 */
export async function backtestSettings(
  deps: { db: Db; databaseUrl: string; now: () => Date },
  actor: Actor,
  steamId: string,
  input: z.output<typeof backtestBody>,
): Promise<BacktestAnswer> {
  const { period, ...form } = input;
  const now = deps.now();
  const {
    saved,
    settings: edited,
    clamped,
  } = await csgorollSettingsToCompare(deps.db, actor, steamId, form, now);
  const system = await getSystemSettings(deps.db);
  const result = await runBacktest(deps.databaseUrl, {
    since: new Date(now.getTime() - PERIOD_MS[period]),
    until: now,
    edited,
    saved,
    creditMultiplier: system.global_credit_multiplier,
  });
  return {
    period,
    listings: result.listings,
    edited: answerOf(result.edited),
    saved: answerOf(result.saved),
    clamped,
  };
}
