import type { SnipingCapture } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { captureByHour, medianJoinLatency, skipReasonCounts, type CaptureScope } from './capture.repository';

/** The capture panel's figures (issue 27) over one period, for one account or all the user's. */
export async function captureFigures(
  db: DbOrTx,
  scope: CaptureScope,
): Promise<Omit<SnipingCapture, 'period'>> {
  const [hourly, medianLatencyMs, skipReasons] = await Promise.all([
    captureByHour(db, scope),
    medianJoinLatency(db, scope),
    skipReasonCounts(db, scope),
  ]);
  const totals = { matched: 0, joined: 0, won: 0, lost: 0, missedValue: 0 };
  for (const h of hourly) {
    totals.matched += h.matched;
    totals.joined += h.joined;
    totals.won += h.won;
    totals.lost += h.lost;
    totals.missedValue += h.missedValue;
  }
  const settled = totals.won + totals.lost;
  return {
    steam_id: scope.steamId,
    matched: totals.matched,
    joined: totals.joined,
    won: totals.won,
    lost: totals.lost,
    win_rate: settled > 0 ? totals.won / settled : null,
    median_latency_ms: medianLatencyMs,
    missed_value: Math.round(totals.missedValue * 100) / 100,
    skip_reasons: skipReasons,
    hourly: hourly.map((h) => ({ hour: h.hour.toISOString(), matched: h.matched, won: h.won })),
  };
}
