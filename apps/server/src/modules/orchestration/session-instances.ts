import type { botProviders } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import {
  clearInstanceId,
  sessionsWithoutPublicIp,
  setInstancePlace,
  setInstanceStopped,
  setPublicIp,
  takeSessionsToStart,
  terminatedWithInstance,
  type InstanceRow,
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

export async function recordInstancePlace(
  db: Db,
  sessionId: string,
  place: { instanceId: string; region: string; publicIp: string | null },
): Promise<void> {
  await setInstancePlace(db, sessionId, place);
}

/** The cloud refused the instance: the session has none again. */
export async function releaseInstanceStart(db: Db, sessionId: string): Promise<void> {
  await clearInstanceId(db, sessionId);
}

/** Instances started without a public IP yet (at most twenty a round). */
export async function instancesAwaitingIp(db: Db): Promise<SessionInstance[]> {
  return (await sessionsWithoutPublicIp(db, 20)).map(toInstance);
}

export async function recordPublicIp(db: Db, sessionId: string, publicIp: string): Promise<void> {
  await setPublicIp(db, sessionId, publicIp);
}

/** Instances of ended sessions still to delete at the cloud (at most twenty a round). */
export async function instancesToStop(db: Db): Promise<SessionInstance[]> {
  return (await terminatedWithInstance(db, 20)).map(toInstance);
}

/** Deleted once: a later round does not ask the cloud again. */
export async function recordInstanceStopped(db: Db, sessionId: string): Promise<void> {
  await setInstanceStopped(db, sessionId);
}
