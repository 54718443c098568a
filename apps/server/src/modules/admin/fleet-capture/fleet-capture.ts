import type { FleetCaptureRow } from '@skinpilot/contract';
import type { DbOrTx } from '../../../db/database';
import { sessionPlacements } from '../../orchestration/bot-sessions.queries';
import { captureBySession } from '../../sniping-feed/fleet-capture.queries';

const PERIOD_MS = { '1d': 86_400_000, '7d': 7 * 86_400_000 } as const;

type Tally = { matched: number; attempted: number; joined: number; won: number; latencies: number[] };
const emptyTally = (): Tally => ({ matched: 0, attempted: 0, joined: 0, won: 0, latencies: [] });

/** Nearest-rank percentile of sorted numbers. */
function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function rowOf(key: string, tally: Tally): FleetCaptureRow {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    key,
    matched: tally.matched,
    attempted: tally.attempted,
    joined: tally.joined,
    won: tally.won,
    capture_rate: tally.attempted > 0 ? tally.joined / tally.attempted : null,
    median_latency_ms: percentile(sorted, 0.5),
    p95_latency_ms: percentile(sorted, 0.95),
  };
}

/**
 * The fleet's capture over a period (issue 27): per worker process, provider and region, joins
 * we got of the joins we sent and the frame-in to join-written latency, from the recorded feed.
 */
export async function fleetCaptureFigures(db: DbOrTx, period: keyof typeof PERIOD_MS, now: Date) {
  const since = new Date(now.getTime() - PERIOD_MS[period]);
  const sessions = await captureBySession(db, since);
  const placements = await sessionPlacements(
    db,
    sessions.flatMap((s) => (s.sessionId ? [s.sessionId] : [])),
  );
  const total = emptyTally();
  const groups = {
    worker: new Map<string, Tally>(),
    provider: new Map<string, Tally>(),
    region: new Map<string, Tally>(),
  };
  const add = (map: Map<string, Tally>, key: string, s: (typeof sessions)[number]) => {
    let tally = map.get(key);
    if (!tally) map.set(key, (tally = emptyTally()));
    tally.matched += s.matched;
    tally.attempted += s.attempted;
    tally.joined += s.joined;
    tally.won += s.won;
    for (const ms of s.latencies) tally.latencies.push(ms);
  };
  for (const s of sessions) {
    const placement = s.sessionId ? placements.get(s.sessionId) : undefined;
    add(groups.worker, s.workerId, s);
    add(groups.provider, placement?.provider ?? 'unknown', s);
    add(groups.region, placement?.region ?? 'none', s);
    total.matched += s.matched;
    total.attempted += s.attempted;
    total.joined += s.joined;
    total.won += s.won;
    for (const ms of s.latencies) total.latencies.push(ms);
  }
  const rows = (map: Map<string, Tally>) =>
    [...map].map(([key, tally]) => rowOf(key, tally)).sort((a, b) => b.matched - a.matched);
  return {
    period,
    total: rowOf('fleet', total),
    by_worker: rows(groups.worker),
    by_provider: rows(groups.provider),
    by_region: rows(groups.region),
  };
}
