import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { BotSessionRow } from './bots.schema';

/** A leased session as the lease statements answer it (snake_case: raw SQL rows). */
export type LeaseRow = {
  id: string;
  user_id: string;
  steam_id: string;
  state: BotSessionRow['state'];
  stop_reason: string | null;
  /** The HTTP request that caused its start or stop (issue 32), for the worker's log lines. */
  request_id: string | null;
};

const interval = (ms: number) => `${Math.max(1, Math.round(ms))} milliseconds`;

/** A session's lease is held while its owner's heartbeat row has not run out (decision 027). */
const ownerAlive = sql`exists (select 1 from worker_heartbeats h
                                where h.worker_id = bot_sessions.lease_owner and h.expires_at >= now())`;

/**
 * Takes up to `max` sessions nobody holds (new ones, or every session of a dead worker), oldest
 * first: `local` ones, or with `onlySession` that one session whatever its provider. A claim that
 * took any beats the worker's heartbeat in the same statement, so they are never free meanwhile.
 */
export async function claimFreeSessions(
  db: DbOrTx,
  lease: { workerId: string; leaseMs: number; max: number; onlySession?: string },
): Promise<LeaseRow[]> {
  const which = lease.onlySession ? sql`id = ${lease.onlySession}` : sql`provider = 'local'`;
  const result = await db.execute<LeaseRow>(sql`
    with claimed as (
      update bot_sessions s
         set lease_owner = ${lease.workerId}, lease_expires_at = null,
             state = 'provisioning', last_heartbeat_at = now()
       where s.id in (
         select id from bot_sessions
          where state in ('provisioning', 'running') and ${which}
            and (lease_owner is null or not ${ownerAlive})
          order by started_at
          limit ${lease.max}
          for update skip locked)
      returning s.id, s.user_id, s.steam_id, s.state, s.stop_reason, s.request_id),
    beat as (
      insert into worker_heartbeats (worker_id, beat_at, expires_at)
      select ${lease.workerId}, now(), now() + ${interval(lease.leaseMs)}::interval
       where exists (select 1 from claimed)
      on conflict (worker_id) do update set beat_at = excluded.beat_at, expires_at = excluded.expires_at)
    select * from claimed`);
  return result.rows;
}

/** The worker's one write per round: its heartbeat, which keeps every session it holds leased. */
export async function beatWorker(db: DbOrTx, workerId: string, leaseMs: number): Promise<void> {
  await db.execute(sql`
    insert into worker_heartbeats (worker_id, beat_at, expires_at)
    values (${workerId}, now(), now() + ${interval(leaseMs)}::interval)
    on conflict (worker_id) do update set beat_at = excluded.beat_at, expires_at = excluded.expires_at`);
}

/** Which of `ids` the worker still holds, with their state (a read: nothing is written). */
export async function findHeldSessions(db: DbOrTx, workerId: string, ids: string[]): Promise<LeaseRow[]> {
  const result = await db.execute<LeaseRow>(sql`
    select id, user_id, steam_id, state, stop_reason, request_id from bot_sessions
     where lease_owner = ${workerId} and state <> 'terminated'
       and id in (${sql.join(
         ids.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`);
  return result.rows;
}

/** Stores the live figures of the worker's sessions in `figures` (JSON by id). */
export async function writeSessionFigures(db: DbOrTx, workerId: string, figures: string): Promise<void> {
  await db.execute(sql`
    update bot_sessions
       set live = (${figures}::jsonb) -> id::text, last_heartbeat_at = now()
     where id in (select key::uuid from jsonb_each(${figures}::jsonb))
       and lease_owner = ${workerId} and state <> 'terminated'`);
}

/** Heartbeats of workers gone for an hour, whose sessions others took long ago. */
export async function forgetDeadWorkers(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from worker_heartbeats where expires_at < now() - interval '1 hour'`);
}

/**
 * The session is trading: where it runs, for the admin's Orchestrations tab (null on a cloud
 * instance, whose place the orchestrator recorded when it started the instance).
 */
export async function markRunning(
  db: DbOrTx,
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
  db: DbOrTx,
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

export async function markSessionTerminated(
  db: DbOrTx,
  sessionId: string,
  reason: string,
  by: string,
): Promise<LeaseRow | undefined> {
  const result = await db.execute<LeaseRow>(sql`
    update bot_sessions
       set state = 'terminated', terminated_at = now(), lease_owner = null, lease_expires_at = null,
           stop_reason = coalesce(stop_reason, ${reason}), stopped_by = coalesce(stopped_by, ${by})
     where id = ${sessionId} and state <> 'terminated'
    returning id, user_id, steam_id, state, stop_reason, request_id`);
  return result.rows[0];
}

/** A worker shutting down hands its sessions back at once instead of letting the leases run out. */
export async function releaseLeases(db: DbOrTx, workerId: string): Promise<void> {
  await db.execute(sql`delete from worker_heartbeats where worker_id = ${workerId}`);
  await db.execute(sql`
    update bot_sessions
       set lease_owner = null, lease_expires_at = null,
           state = case when state = 'running' then 'provisioning' else state end
     where lease_owner = ${workerId} and state <> 'terminated'`);
}
