import type { Db } from '../../db/database';
import {
  beatWorker,
  claimFreeSessions,
  findHeldSessions,
  markSessionTerminated,
  writeSessionFigures,
  type LeaseRow,
} from './session-leases.repository';

// A session marked running, a stop asked for, a worker's leases handed back: the repository's
// writes under their one name each.
export { markRunning, releaseLeases, requestSessionStop } from './session-leases.repository';

/**
 * The leases through which worker processes share sniping sessions (decision 027). Times are the
 * database's (`now()`), so processes on machines with drifting clocks still agree who holds what.
 * A session names its worker; the worker's one heartbeat row per round keeps all of them leased,
 * and when it runs out every session of that worker is free to claim at once.
 */
export type SessionLease = {
  id: string;
  userId: string;
  steamId: string;
  state: LeaseRow['state'];
  stopReason: string | null;
  requestId: string | null;
};

const toLease = (r: LeaseRow): SessionLease => ({
  id: r.id,
  userId: r.user_id,
  steamId: r.steam_id,
  state: r.state,
  stopReason: r.stop_reason,
  requestId: r.request_id,
});

/**
 * Takes up to `max` sessions nobody holds (new ones, or a dead worker's), oldest first: `local`
 * ones, or with `onlySession` (a cloud instance's worker) that one session whatever its provider.
 */
export async function claimSessions(
  db: Db,
  workerId: string,
  leaseMs: number,
  max: number,
  onlySession?: string,
): Promise<SessionLease[]> {
  if (max <= 0) return [];
  const rows = await claimFreeSessions(db, { workerId, leaseMs, max, onlySession });
  return rows.map(toLease);
}

/** When a session's figures were last written, and what they were (JSON), per session id. */
export type FiguresWritten = Map<string, { json: string; at: number }>;

/** Figures unchanged for this long are written again, so the admin sees they are still current. */
export const FIGURES_REFRESH_MS = 30_000;

/**
 * Counters that move with every listing the feed brings (the runtime's `seen`, `skips`, `waits`):
 * a change of only these waits for the 30 s refresh, else every session would write every round.
 */
const TALLIES = new Set(['seen', 'skips', 'waits']);
const significant = (figures: Record<string, unknown>) =>
  JSON.stringify(Object.entries(figures).filter(([key]) => !TALLIES.has(key)));

/**
 * The worker's round: one heartbeat row write, which renews every lease it holds, then a read of
 * the sessions it still holds with their state (one missing was taken over: the worker stalled past
 * its lease; one in `stopping` must be ended). Live figures are written only for the sessions whose
 * figures changed (tallies aside) since `written` recorded them, or were written `FIGURES_REFRESH_MS`
 * ago; without `written` every session's figures are written.
 */
export async function heartbeat(
  db: Db,
  workerId: string,
  leaseMs: number,
  live: Map<string, Record<string, unknown>>,
  written?: FiguresWritten,
  now: number = Date.now(),
): Promise<SessionLease[]> {
  await beatWorker(db, workerId, leaseMs);
  if (live.size === 0) {
    written?.clear();
    return [];
  }
  const rows = await findHeldSessions(db, workerId, [...live.keys()]);
  const held = new Set(rows.map((r) => r.id));
  const due = new Map<string, { figures: Record<string, unknown>; json: string }>();
  for (const [id, figures] of live) {
    if (!held.has(id)) continue;
    const json = significant(figures);
    const last = written?.get(id);
    if (!last || last.json !== json || now - last.at >= FIGURES_REFRESH_MS) due.set(id, { figures, json });
  }
  if (written) for (const id of written.keys()) if (!held.has(id)) written.delete(id);
  if (due.size > 0) {
    const figures = Object.fromEntries([...due].map(([id, d]) => [id, d.figures]));
    await writeSessionFigures(db, workerId, JSON.stringify(figures));
    for (const [id, { json }] of due) written?.set(id, { json, at: now });
  }
  return rows.map(toLease);
}

/**
 * Ends a session for good and answers it (null when it was already terminated, so the caller
 * writes the stop activity once).
 */
export async function terminateSession(
  db: Db,
  sessionId: string,
  reason: string,
  by: 'admin' | 'rules' | 'failure' | 'worker',
): Promise<SessionLease | null> {
  const row = await markSessionTerminated(db, sessionId, reason, by);
  return row ? toLease(row) : null;
}
