import { getSnipingStatus } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireAccountOf } from '../trading-accounts/accounts.queries';
import { latestSessionOf } from './bot-sessions.repository';

/** The session's live figures carry a pause for a manual captcha (worker/bot-runtime/captcha-gate.ts). */
function captchaPauseOf(live: Record<string, unknown> | null) {
  const paused = live?.paused as Record<string, unknown> | null | undefined;
  if (!paused || typeof paused.reason !== 'string') return null;
  return {
    reason: paused.reason,
    since: String(paused.since ?? ''),
    retry_at: String(paused.retry_at ?? ''),
  };
}

/** The session's live figures carry why it is idle (worker/bot-runtime/idle-state.ts). */
function idleOf(live: Record<string, unknown> | null) {
  const idle = live?.idle as Record<string, unknown> | null | undefined;
  const reason = idle?.reason;
  if (reason !== 'out of coins' && reason !== 'out of credits') return null;
  return { reason, since: String(idle?.since ?? '') } as const;
}

/** Scoped to the caller: another user's Steam id (or one nobody has) is a 404, like every owned call. */
export function snipingStatusRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, getSnipingStatus, async (request) => {
    const steamId = request.query.steam_id;
    await requireAccountOf(deps.db, actorOf(request).id, steamId);
    const session = await latestSessionOf(deps.db, actorOf(request).id, steamId);
    return {
      steam_id: steamId,
      live: session !== undefined && session.state !== 'terminated',
      state: session?.state ?? null,
      session_id: session?.id ?? null,
      started_at: session?.startedAt.toISOString() ?? null,
      last_heartbeat_at: session?.lastHeartbeatAt?.toISOString() ?? null,
      stop_reason: session?.stopReason ?? null,
      paused: session?.state === 'running' ? captchaPauseOf(session.live) : null,
      idle: session?.state === 'running' ? idleOf(session.live) : null,
    };
  });
}
