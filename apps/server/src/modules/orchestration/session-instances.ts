import type { botProviders } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import {
  sessionsWithoutPublicIp,
  takeSessionsToStart,
  terminatedWithInstance,
  type InstanceRow,
} from './session-instances.repository';

// What the caller records of an instance's place, its refusal, its IP and its deletion: the
// repository's writes under their one name each.
export {
  recordInstancePlace,
  recordInstanceStopped,
  recordPublicIp,
  releaseInstanceStart,
} from './session-instances.repository';

type CloudProvider = Exclude<(typeof botProviders)[number], 'local'>;

/** A session whose provider is a cloud: the machine it runs on, once there is one. */
export type SessionInstance = { sessionId: string; provider: CloudProvider; instanceId: string | null };

const toInstance = (row: InstanceRow): SessionInstance => ({
  sessionId: row.id,
  // The queries select provider <> 'local' only.
  provider: row.provider as CloudProvider,
  instanceId: row.instance_id,
});

/**
 * New cloud sessions (at most ten a round), each taken by one worker only: the caller asks the
 * cloud for their instances and records the place, or hands the session back.
 */
export async function takeInstancesToStart(db: Db): Promise<SessionInstance[]> {
  return (await takeSessionsToStart(db, 10)).map(toInstance);
}

/** Instances started without a public IP yet (at most twenty a round). */
export async function instancesAwaitingIp(db: Db): Promise<SessionInstance[]> {
  return (await sessionsWithoutPublicIp(db, 20)).map(toInstance);
}

/** Instances of ended sessions still to delete at the cloud (at most twenty a round). */
export async function instancesToStop(db: Db): Promise<SessionInstance[]> {
  return (await terminatedWithInstance(db, 20)).map(toInstance);
}
