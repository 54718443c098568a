import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { BotSessionRow } from '../../modules/bots/bots.schema';

/**
 * The leases through which worker processes share sniping sessions. Times are the database's
 * (`now()`), so processes on machines with drifting clocks still agree who holds what. A worker
 * renews its leases with every heartbeat; a session whose lease ran out is free to claim.
 */
export type SessionLease = {
  id: string;
  userId: string;
  steamId: string;
  state: BotSessionRow['state'];
  stopReason: string | null;
};

type Row = {
  id: string;
  user_id: string;
  steam_id: string;
  state: BotSessionRow['state'];
  stop_reason: string | null;
};
const toLease = (r: Row): SessionLease => ({
  id: r.id,
  userId: r.user_id,
  steamId: r.steam_id,
  state: r.state,
  stopReason: r.stop_reason,
});
const interval = (ms: number) => `${Math.max(1, Math.round(ms))} milliseconds`;

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
  const which = onlySession ? sql`id = ${onlySession}` : sql`provider = 'local'`;
  const result = await db.execute<Row>(sql`
    update bot_sessions s
       set lease_owner = ${workerId},
           lease_expires_at = now() + ${interval(leaseMs)}::interval,
           state = 'provisioning',
           last_heartbeat_at = now()
     where s.id in (
       select id from bot_sessions
        where state in ('provisioning', 'running') and ${which}
          and (lease_owner is null or lease_expires_at < now())
        order by started_at
        limit ${max}
        for update skip locked)
    returning s.id, s.user_id, s.steam_id, s.state, s.stop_reason`);
  return result.rows.map(toLease);
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
  const ids = [...live.keys()];
  const figures = JSON.stringify(Object.fromEntries(live));
  const result = await db.execute<Row>(sql`
    update bot_sessions
       set last_heartbeat_at = now(),
           lease_expires_at = now() + ${interval(leaseMs)}::interval,
           live = (${figures}::jsonb) -> id::text
     where id in (${sql.join(
       ids.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
       and lease_owner = ${workerId}
       and state <> 'terminated'
    returning id, user_id, steam_id, state, stop_reason`);
  return result.rows.map(toLease);
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
  const placeSet = place
    ? sql`provider = ${place.provider}, region = ${place.region},
           instance_id = ${place.instanceId}, public_ip = ${place.publicIp},`
    : sql``;
  const result = await db.execute(sql`
    update bot_sessions
       set state = 'running', ${placeSet}
           failure_count = 0, last_heartbeat_at = now()
     where id = ${sessionId} and lease_owner = ${workerId} and state = 'provisioning'`);
  return (result.rowCount ?? 0) > 0;
}

/** Asks for a stop with the reason; the worker holding the session ends it at its next heartbeat. */
export async function requestSessionStop(
  db: Db,
  sessionId: string,
  reason: string,
  by: 'admin' | 'rules' | 'failure',
): Promise<void> {
  await db.execute(sql`
    update bot_sessions
       set state = 'stopping', stop_reason = coalesce(stop_reason, ${reason}),
           stopped_by = coalesce(stopped_by, ${by})
     where id = ${sessionId} and state in ('provisioning', 'running')`);
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
  const result = await db.execute<Row>(sql`
    update bot_sessions
       set state = 'terminated', terminated_at = now(), lease_owner = null, lease_expires_at = null,
           stop_reason = coalesce(stop_reason, ${reason}), stopped_by = coalesce(stopped_by, ${by})
     where id = ${sessionId} and state <> 'terminated'
    returning id, user_id, steam_id, state, stop_reason`);
  return result.rows[0] ? toLease(result.rows[0]) : null;
}

/** A worker shutting down hands its sessions back at once instead of letting the leases run out. */
export async function releaseLeases(db: Db, workerId: string): Promise<void> {
  await db.execute(sql`
    update bot_sessions
       set lease_owner = null, lease_expires_at = null,
           state = case when state = 'running' then 'provisioning' else state end
     where lease_owner = ${workerId} and state <> 'terminated'`);
}
