import type { Db } from '../../db/database';
import {
  claimFreeSessions,
  markLeasedSessionRunning,
  markSessionStopping,
  markSessionTerminated,
  releaseLeasesOf,
  renewLeases,
  type LeaseRow,
} from './session-leases.repository';

/**
 * The leases through which worker processes share sniping sessions. Times are the database's
 * (`now()`), so processes on machines with drifting clocks still agree who holds what. A worker
 * renews its leases with every heartbeat; a session whose lease ran out is free to claim.
 */
export type SessionLease = {
  id: string;
  userId: string;
  steamId: string;
  state: LeaseRow['state'];
  stopReason: string | null;
};

const toLease = (r: LeaseRow): SessionLease => ({
  id: r.id,
  userId: r.user_id,
  steamId: r.steam_id,
  state: r.state,
  stopReason: r.stop_reason,
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

/**
 * Renews this worker's leases and stores each session's live figures. Answers the sessions the
 * worker still holds, with their state: one missing was taken over (the worker stalled past its
 * lease), one in `stopping` must be ended.
 */
export async function heartbeat(
  db: Db,
  workerId: string,
  leaseMs: number,
  live: Map<string, Record<string, unknown>>,
): Promise<SessionLease[]> {
  if (live.size === 0) return [];
  const figures = JSON.stringify(Object.fromEntries(live));
  const rows = await renewLeases(db, { workerId, leaseMs, ids: [...live.keys()], figures });
  return rows.map(toLease);
}

/**
 * The session is trading: where it runs, for the admin's Orchestrations tab (null on a cloud
 * instance, whose place the orchestrator recorded when it started the instance).
 */
export async function markRunning(
  db: Db,
  sessionId: string,
  workerId: string,
  place: { provider: string; region: string | null; instanceId: string; publicIp: string | null } | null,
): Promise<boolean> {
  return markLeasedSessionRunning(db, sessionId, workerId, place);
}

/** Asks for a stop with the reason; the worker holding the session ends it at its next heartbeat. */
export async function requestSessionStop(
  db: Db,
  sessionId: string,
  reason: string,
  by: 'admin' | 'rules' | 'failure',
): Promise<void> {
  await markSessionStopping(db, sessionId, reason, by);
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

/** A worker shutting down hands its sessions back at once instead of letting the leases run out. */
export async function releaseLeases(db: Db, workerId: string): Promise<void> {
  await releaseLeasesOf(db, workerId);
}
