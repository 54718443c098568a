import type { Db } from '../../db/database';
import { activityView } from '../activity/activity-feed';
import { announce } from '../live-events/announce';
import { getSystemSettings } from '../system-config/system-settings';
import {
  endAbandonedStops,
  startDesiredSessions,
  stopRefusedSessions,
  tryOrchestratorLock,
  turnSnipingOffWithoutRight,
} from './orchestrator-round.repository';
import { forgetDeadWorkers } from './session-leases.repository';

export type ReconcileOutcome = { leader: boolean; started: number; stopping: number; ended: number };

/**
 * One orchestration round: desired sessions (sniping on, a CSGORoll connection with a valid session,
 * the account in good standing, the sniping right: a valid licence and at least one credit, admins
 * always) against the sessions that exist. Runs in one transaction under an advisory lock, so with
 * several workers exactly one reconciles at a time and the others skip the round.
 *
 * - a desired account without an open session gets one (`provisioning`; a worker claims it);
 * - an open session whose account is no longer desired moves to `stopping` with the reason;
 * - a user who lost the sniping right has sniping turned off on every account (the rule the
 *   settings dialog applies, enforced at run time: the switch shows what really happens);
 * - a stopping session nobody holds (its worker died) is terminated here;
 * - heartbeats of workers gone for an hour are forgotten.
 *
 * Replicas: one session per account; the orchestrator config's per_user_overrides of 0 keep a
 * user's accounts from trading at all, and max_replicas_cap bounds the sessions of one user.
 */
export async function reconcileSessions(db: Db): Promise<ReconcileOutcome> {
  return db.transaction(async (tx) => {
    if (!(await tryOrchestratorLock(tx))) return { leader: false, started: 0, stopping: 0, ended: 0 };
    const { orchestrator } = await getSystemSettings(tx);
    const blockedUsers = Object.entries(orchestrator.per_user_overrides)
      .filter(([, replicas]) => replicas === 0)
      .map(([userId]) => userId);

    const stopping = await stopRefusedSessions(tx, blockedUsers);
    await turnSnipingOffWithoutRight(tx);
    const started = await startDesiredSessions(tx, {
      provider: orchestrator.provider,
      maxReplicas: orchestrator.max_replicas_cap,
      blockedUsers,
    });
    const ended = await endAbandonedStops(tx);
    // Told as the worker's own "Sniping stopped" is: the owner's dashboards hear it on commit.
    for (const activity of ended) await announce(tx, activity.userId, 'activity', activityView(activity));
    await forgetDeadWorkers(tx);
    return { leader: true, started, stopping, ended: ended.length };
  });
}
