import * as contract from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { latestOutboxMessages, outboxCounts } from './notification-outbox.repository';

const LATEST = 20;

/** Without a bot token nothing is sent: this is where the admin sees what is kept for later. */
export function notificationOutboxRoutes(
  app: FastifyInstance,
  deps: { db: Db; botTokenConfigured: boolean },
) {
  registerEndpoint(app, contract.getNotificationOutbox, async () => {
    const counts = await outboxCounts(deps.db);
    const rows = await latestOutboxMessages(deps.db, LATEST);
    return {
      bot_token_configured: deps.botTokenConfigured,
      pending: counts.pending,
      failed: counts.failed,
      latest: rows.map((row) => ({
        id: row.id,
        event: row.event,
        target: row.channelId ? ('channel' as const) : ('direct_message' as const),
        status: row.status,
        attempts: row.attempts,
        content: row.message.content,
        last_error: row.lastError,
        next_attempt_at: row.nextAttemptAt.toISOString(),
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      })),
    };
  });
}
