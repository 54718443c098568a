import type { CsgorollSettings } from '@skinpilot/domain';
import type { z } from 'zod';
import type { orchestrationItem, orchestrationListQuery } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors/app-error';
import { currentRequestId } from '../../http/request-context';
import { writeAdminAudit } from '../audit/write-admin-audit';
import { sessionSettingsOf } from '../trading-accounts/session-settings';
import { turnSnipingOff } from '../trading-accounts/sniping-right';
import { userEmailsOf, userIdsWithEmailContaining } from '../users/users.queries';
import {
  findSession,
  listSessions,
  lockSessionByInstance,
  markStopRequested,
  sessionCounts,
} from './bot-sessions.repository';
import type { BotSessionRow } from './bots.schema';

type ListQuery = z.output<typeof orchestrationListQuery>;
type Item = z.input<typeof orchestrationItem>;

/**
 * A page of sessions: an e-mail filter first finds the matching owners (users module), the page and
 * the counts come from the sessions, then the page's owners' e-mails and settings in one query each.
 */
export async function listOrchestrations(db: Db, query: ListQuery) {
  const filter = {
    state: query.state,
    provider: query.provider,
    steamIdPrefix: query.steam_id,
    userIds: query.email ? await userIdsWithEmailContaining(db, query.email) : undefined,
  };
  const offset = (query.page - 1) * query.limit;
  const [{ rows, total }, counts] = await Promise.all([
    listSessions(db, filter, { offset, limit: query.limit }),
    sessionCounts(db),
  ]);
  const [settings, emails] = await Promise.all([
    sessionSettingsOf(db, [...new Set(rows.map((r) => r.steamId))]),
    userEmailsOf(
      db,
      rows.map((r) => r.userId),
    ),
  ]);
  return {
    // An owner is kept by a cascading foreign key; a session whose owner went between the two reads
    // is left out.
    items: rows.flatMap((row) => {
      const email = emails.get(row.userId);
      return email === undefined ? [] : [toItem(row, email, settings.get(row.steamId))];
    }),
    total,
    total_pages: Math.max(1, Math.ceil(total / query.limit)),
    page: query.page,
    stats: { by_state: counts.byState, by_provider: counts.byProvider },
  };
}

export async function getOrchestration(db: Db, sessionId: string) {
  const session = await findSession(db, sessionId);
  if (!session) throw notFound('No bot session with this id.');
  const [settingsOf, emails] = await Promise.all([
    sessionSettingsOf(db, [session.steamId]),
    userEmailsOf(db, [session.userId]),
  ]);
  const email = emails.get(session.userId);
  if (email === undefined) throw notFound('No bot session with this id.');
  const settings = settingsOf.get(session.steamId);
  return { ...toItem(session, email, settings), settings: settings ?? null };
}

/**
 * Asks the worker running the instance to stop it; the worker ends it at its next heartbeat (a few
 * seconds) and writes the "Sniping stopped" activity. Sniping goes off on the account as well, so the
 * next reconcile does not simply start a new session: the bot stays off until the user turns it on.
 */
export async function requestStop(db: Db, adminId: string, instanceId: string, now: Date) {
  return db.transaction(async (tx) => {
    const session = await lockSessionByInstance(tx, instanceId);
    if (!session) throw notFound('No bot session runs on this instance.');
    if (session.state === 'terminated') throw conflict('This instance is already terminated.');
    const stopped = await markStopRequested(tx, session.id, now, currentRequestId() ?? null);
    await turnSnipingOff(tx, session.userId, session.steamId);
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

function toItem(row: BotSessionRow, email: string, settings: CsgorollSettings | undefined): Item {
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
      stop_reason: row.stopReason,
    },
    user: { email },
    account: { steam_id: row.steamId },
    // Local sessions run in a worker process on this host: its address is the instance's.
    live: row.live ? { public_ip: row.publicIp, ...row.live } : null,
    settings_summary: settings
      ? {
          min_value: settings.min_value,
          max_value: settings.max_value,
          max_markup: settings.max_markup,
          sniping_enabled: settings.sniping_enabled,
        }
      : null,
  };
}
