import type { z } from 'zod';
import type { orchestrationItem, orchestrationListQuery } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import { writeAdminAudit } from '../admin/write-admin-audit';
import {
  findSession,
  listSessions,
  lockSessionByInstance,
  markStopRequested,
  sessionCounts,
  type SessionWithOwner,
} from './bot-sessions.repository';

type ListQuery = z.output<typeof orchestrationListQuery>;
type Item = z.input<typeof orchestrationItem>;

export async function listOrchestrations(db: Db, query: ListQuery) {
  const filter = {
    state: query.state,
    provider: query.provider,
    steamId: query.steam_id,
    email: query.email,
  };
  const offset = (query.page - 1) * query.limit;
  const [{ rows, total }, counts] = await Promise.all([
    listSessions(db, filter, { offset, limit: query.limit }),
    sessionCounts(db),
  ]);
  return {
    items: rows.map(toItem),
    total,
    total_pages: Math.max(1, Math.ceil(total / query.limit)),
    page: query.page,
    stats: { by_state: counts.byState, by_provider: counts.byProvider },
  };
}

export async function getOrchestration(db: Db, sessionId: string) {
  const session = await findSession(db, sessionId);
  if (!session) throw notFound('No bot session with this id.');
  // Account settings arrive with the connected-accounts module; until then there are none to show.
  return { ...toItem(session), settings: null };
}

/** Asks the orchestrator to stop an instance; the orchestrator moves it on to terminated. */
export async function requestStop(db: Db, adminId: string, instanceId: string, now: Date) {
  return db.transaction(async (tx) => {
    const session = await lockSessionByInstance(tx, instanceId);
    if (!session) throw notFound('No bot session runs on this instance.');
    if (session.state === 'terminated') throw conflict('This instance is already terminated.');
    const stopped = await markStopRequested(tx, session.id, now);
    await writeAdminAudit(tx, {
      adminId,
      action: 'orchestration.stop',
      targetType: 'bot_session',
      targetId: session.id,
      before: { state: session.state },
      after: { state: stopped.state, stop_requested_at: now.toISOString() },
    });
    return { message: 'Stop requested', session_id: stopped.id, state_current: stopped.state };
  });
}

function toItem(row: SessionWithOwner): Item {
  return {
    session: {
      session_id: row.id,
      state_current: row.state,
      provider: row.provider,
      region: row.region,
      instance_id: row.instanceId,
      public_ip: row.publicIp,
      started_at: row.startedAt.toISOString(),
      last_heartbeat_at: row.lastHeartbeatAt?.toISOString() ?? null,
    },
    user: { email: row.email },
    account: { steam_id: row.steamId },
    // No cloud provider is wired in yet, so there is nothing live to report.
    live: null,
    settings_summary: null,
  };
}
