import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

export type InstanceRow = { id: string; provider: string; instance_id: string | null };

/** instance_id while a worker is asking the cloud for one, so two workers never start two. */
const STARTING = 'starting';

/** Marks up to `limit` new cloud sessions as starting and answers them (SKIP LOCKED: one taker). */
export async function takeSessionsToStart(db: DbOrTx, limit: number): Promise<InstanceRow[]> {
  const result = await db.execute<InstanceRow>(sql`
    update bot_sessions set instance_id = ${STARTING}
     where id in (select id from bot_sessions
                   where provider <> 'local' and state = 'provisioning' and instance_id is null
                   limit ${limit} for update skip locked)
    returning id, provider, instance_id`);
  return result.rows;
}

export async function recordInstancePlace(
  db: DbOrTx,
  sessionId: string,
  place: { instanceId: string; region: string; publicIp: string | null },
): Promise<void> {
  await db.execute(sql`
    update bot_sessions
       set instance_id = ${place.instanceId}, region = ${place.region}, public_ip = ${place.publicIp}
     where id = ${sessionId}`);
}

/** The cloud refused the instance: the session has none again. */
export async function releaseInstanceStart(db: DbOrTx, sessionId: string): Promise<void> {
  await db.execute(sql`update bot_sessions set instance_id = null where id = ${sessionId}`);
}

/** Open cloud sessions whose instance has no public IP yet. */
export async function sessionsWithoutPublicIp(db: DbOrTx, limit: number): Promise<InstanceRow[]> {
  const result = await db.execute<InstanceRow>(sql`
    select id, provider, instance_id from bot_sessions
     where provider <> 'local' and state in ('provisioning', 'running')
       and instance_id is not null and instance_id <> ${STARTING} and public_ip is null
     limit ${limit}`);
  return result.rows;
}

export async function recordPublicIp(db: DbOrTx, sessionId: string, publicIp: string): Promise<void> {
  await db.execute(sql`update bot_sessions set public_ip = ${publicIp} where id = ${sessionId}`);
}

/** Terminated cloud sessions whose instance was not deleted yet (`live.instance_stopped`). */
export async function terminatedWithInstance(db: DbOrTx, limit: number): Promise<InstanceRow[]> {
  const result = await db.execute<InstanceRow>(sql`
    select id, provider, instance_id from bot_sessions
     where provider <> 'local' and state = 'terminated'
       and instance_id is not null and instance_id <> ${STARTING}
       and not coalesce((live ->> 'instance_stopped')::boolean, false)
     limit ${limit}`);
  return result.rows;
}

/** Deleted once: a later round does not ask the cloud again. */
export async function recordInstanceStopped(db: DbOrTx, sessionId: string): Promise<void> {
  await db.execute(sql`
    update bot_sessions set live = coalesce(live, '{}'::jsonb) || '{"instance_stopped": true}'::jsonb
     where id = ${sessionId}`);
}
