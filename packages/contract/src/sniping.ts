import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { botSessionStates } from './orchestrations';

export const snipingStatus = z.object({
  steam_id: z.string(),
  /** True while a session is provisioning, running or stopping: a bot is live for the account. */
  live: z.boolean(),
  /** The live bot session's state, or null when no session has run for this account. */
  state: z.enum(botSessionStates).nullable(),
  session_id: z.string().nullable(),
  started_at: z.string().nullable(),
  last_heartbeat_at: z.string().nullable(),
  /** Why the latest session stopped (licence, credits, an expired cookie, an admin), or null. */
  stop_reason: z.string().nullable().optional(),
  /**
   * The running session paused joining (auto_captcha off and CSGORoll asked for a captcha): why,
   * since when, and when one join tries again without a token. Null when it joins normally.
   */
  paused: z.object({ reason: z.string(), since: z.string(), retry_at: z.string() }).nullable().optional(),
  /**
   * The running session can buy nothing: its coins are below the account's min_value, or the
   * user's credits cannot pay the smallest charge. It resumes by itself. Null when it can buy.
   */
  idle: z
    .object({ reason: z.enum(['out of coins', 'out of credits']), since: z.string() })
    .nullable()
    .optional(),
});

export const getSnipingStatus = defineEndpoint({
  method: 'GET',
  path: '/sniping/status',
  api: 'trading',
  auth: 'user',
  summary: "The sniping bot's live state for one of the caller's accounts",
  query: z.strictObject({ steam_id: z.string().regex(/^\d{5,20}$/, 'must be a Steam id') }),
  response: snipingStatus,
});
