import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The Discord outbox as the admin sees it (decision 019): what waits, what failed, the latest. */
export const getNotificationOutbox = defineEndpoint({
  method: 'GET',
  path: '/admin/system/notification-outbox',
  api: 'main',
  auth: 'admin',
  summary: 'Discord messages waiting, failed and the latest ones; whether a bot token is configured',
  response: z.object({
    bot_token_configured: z.boolean(),
    pending: z.number().int(),
    failed: z.number().int(),
    latest: z.array(
      z.object({
        id: z.string(),
        event: z.string(),
        target: z.enum(['channel', 'direct_message']),
        status: z.enum(['pending', 'sent', 'failed']),
        attempts: z.number().int(),
        content: z.string(),
        last_error: z.string().nullable(),
        next_attempt_at: z.string(),
        created_at: z.string(),
        sent_at: z.string().nullable(),
      }),
    ),
  }),
});
