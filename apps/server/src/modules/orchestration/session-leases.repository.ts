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
};

const interval = (ms: number) => `${Math.max(1, Math.round(ms))} milliseconds`;

/**
 * Takes up to `max` sessions nobody holds (new ones, or a dead worker's), oldest first: `local`
 * ones, or with `onlySession` that one session whatever its provider.
 */
export async function claimFreeSessions(
  db: DbOrTx,
  lease: { workerId: string; leaseMs: number; max: number; onlySession?: string },
): Promise<LeaseRow[]> {
  const which = lease.onlySession ? sql`id = ${lease.onlySession}` : sql`provider = 'local'`;
  const result = await db.execute<LeaseRow>(sql`
    update bot_sessions s
       set lease_owner = ${lease.workerId},
           lease_expires_at = now() + ${interval(lease.leaseMs)}::interval,
           state = 'provisioning',
           last_heartbeat_at = now()
     where s.id in (
       select id from bot_sessions
        where state in ('provisioning', 'running') and ${which}
          and (lease_owner is null or lease_expires_at < now())
        order by started_at
        limit ${lease.max}
        for update skip locked)
    returning s.id, s.user_id, s.steam_id, s.state, s.stop_reason`);
  return result.rows;
}

/** Renews the worker's leases on `ids` and stores each session's figures (`figures` is JSON by id). */
export async function renewLeases(
  db: DbOrTx,
  lease: { workerId: string; leaseMs: number; ids: string[]; figures: string },
): Promise<LeaseRow[]> {
  const result = await db.execute<LeaseRow>(sql`
    update bot_sessions
       set last_heartbeat_at = now(),
           lease_expires_at = now() + ${interval(lease.leaseMs)}::interval,
           live = (${lease.figures}::jsonb) -> id::text
     where id in (${sql.join(
       lease.ids.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
       and lease_owner = ${lease.workerId}
       and state <> 'terminated'
    returning id, user_id, steam_id, state, stop_reason`);
  return result.rows;
}

export async function markLeasedSessionRunning(
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

export async function markSessionStopping(
  db: DbOrTx,
  sessionId: string,
  reason: string,
  by: string,
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
    returning id, user_id, steam_id, state, stop_reason`);
  return result.rows[0];
}

export async function releaseLeasesOf(db: DbOrTx, workerId: string): Promise<void> {
  await db.execute(sql`
    update bot_sessions
       set lease_owner = null, lease_expires_at = null,
           state = case when state = 'running' then 'provisioning' else state end
     where lease_owner = ${workerId} and state <> 'terminated'`);
}
