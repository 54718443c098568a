import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { requestSessionStop } from '../session-leases';
import type { CloudProviderName } from './instance-provider';
import type { CloudInstances } from './providers-from-config';

type Log = { warn(entry: Record<string, unknown>, message: string): void };

/** instance_id while a worker is asking the cloud for one, so two workers never start two. */
const STARTING = 'starting';

type Row = { id: string; provider: CloudProviderName; instance_id: string | null };

/**
 * The cloud side of sessions whose provider is not `local`, run by the orchestrator's round:
 * a new session gets its instance (id, region and public IP on the row; the instance's own worker
 * then claims the session through WORKER_SESSION_ID), a public IP that came later is filled in, and
 * a terminated session's instance is deleted (once: `live.instance_stopped`).
 */
export async function syncCloudInstances(db: Db, instances: CloudInstances, log: Log): Promise<void> {
  const toStart = await db.execute<Row>(sql`
    update bot_sessions set instance_id = ${STARTING}
     where id in (select id from bot_sessions
                   where provider <> 'local' and state = 'provisioning' and instance_id is null
                   limit 10 for update skip locked)
    returning id, provider, instance_id`);
  for (const row of toStart.rows) {
    const provider = instances.providers[row.provider];
    try {
      if (!provider) throw new Error(`No ${row.provider} keys are configured on the server.`);
      const place = await provider.start({ sessionId: row.id, userData: instances.userData(row.id) });
      await db.execute(sql`
        update bot_sessions
           set instance_id = ${place.instanceId}, region = ${place.region}, public_ip = ${place.publicIp}
         where id = ${row.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ session: row.id, provider: row.provider, err: message }, 'cloud instance not started');
      await db.execute(sql`update bot_sessions set instance_id = null where id = ${row.id}`);
      await requestSessionStop(
        db,
        row.id,
        `The ${row.provider} instance did not start: ${message}`,
        'failure',
      );
    }
  }

  const waiting = await db.execute<Row>(sql`
    select id, provider, instance_id from bot_sessions
     where provider <> 'local' and state in ('provisioning', 'running')
       and instance_id is not null and instance_id <> ${STARTING} and public_ip is null
     limit 20`);
  for (const row of waiting.rows) {
    const provider = instances.providers[row.provider];
    if (!provider || !row.instance_id) continue;
    try {
      const place = await provider.describe(row.instance_id);
      if (place?.publicIp)
        await db.execute(sql`update bot_sessions set public_ip = ${place.publicIp} where id = ${row.id}`);
    } catch (error) {
      log.warn(
        { session: row.id, err: error instanceof Error ? error.message : String(error) },
        'instance not described',
      );
    }
  }

  const ended = await db.execute<Row>(sql`
    select id, provider, instance_id from bot_sessions
     where provider <> 'local' and state = 'terminated'
       and instance_id is not null and instance_id <> ${STARTING}
       and not coalesce((live ->> 'instance_stopped')::boolean, false)
     limit 20`);
  for (const row of ended.rows) {
    const provider = instances.providers[row.provider];
    if (!provider || !row.instance_id) continue;
    try {
      await provider.stop(row.instance_id);
      await db.execute(sql`
        update bot_sessions set live = coalesce(live, '{}'::jsonb) || '{"instance_stopped": true}'::jsonb
         where id = ${row.id}`);
    } catch (error) {
      log.warn(
        { session: row.id, err: error instanceof Error ? error.message : String(error) },
        'instance not stopped',
      );
    }
  }
}
