import type { Db } from '../../../db/database';
import {
  instancesAwaitingIp,
  instancesToStop,
  recordInstancePlace,
  recordInstanceStopped,
  recordPublicIp,
  releaseInstanceStart,
  takeInstancesToStart,
} from '../../../modules/orchestration/session-instances';
import { requestSessionStop } from '../../../modules/orchestration/session-leases';
import type { CloudInstances } from './providers-from-config';

type Log = { warn(entry: Record<string, unknown>, message: string): void };

/**
 * The cloud side of sessions whose provider is not `local`, run by the orchestrator's round:
 * a new session gets its instance (id, region and public IP on the row; the instance's own worker
 * then claims the session through WORKER_SESSION_ID), a public IP that came later is filled in, and
 * a terminated session's instance is deleted (once: `live.instance_stopped`).
 */
export async function syncCloudInstances(db: Db, instances: CloudInstances, log: Log): Promise<void> {
  for (const row of await takeInstancesToStart(db)) {
    const provider = instances.providers[row.provider];
    try {
      if (!provider) throw new Error(`No ${row.provider} keys are configured on the server.`);
      const place = await provider.start({
        sessionId: row.sessionId,
        userData: instances.userData(row.sessionId),
      });
      await recordInstancePlace(db, row.sessionId, place);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn(
        { session: row.sessionId, provider: row.provider, err: message },
        'cloud instance not started',
      );
      await releaseInstanceStart(db, row.sessionId);
      await requestSessionStop(
        db,
        row.sessionId,
        `The ${row.provider} instance did not start: ${message}`,
        'failure',
      );
    }
  }

  for (const row of await instancesAwaitingIp(db)) {
    const provider = instances.providers[row.provider];
    if (!provider || !row.instanceId) continue;
    try {
      const place = await provider.describe(row.instanceId);
      if (place?.publicIp) await recordPublicIp(db, row.sessionId, place.publicIp);
    } catch (error) {
      log.warn(
        { session: row.sessionId, err: error instanceof Error ? error.message : String(error) },
        'instance not described',
      );
    }
  }

  for (const row of await instancesToStop(db)) {
    const provider = instances.providers[row.provider];
    if (!provider || !row.instanceId) continue;
    try {
      await provider.stop(row.instanceId);
      await recordInstanceStopped(db, row.sessionId);
    } catch (error) {
      log.warn(
        { session: row.sessionId, err: error instanceof Error ? error.message : String(error) },
        'instance not stopped',
      );
    }
  }
}
