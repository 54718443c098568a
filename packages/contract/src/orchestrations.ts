import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const botSessionStates = ['provisioning', 'running', 'stopping', 'terminated'] as const;
/** `local`: the session runs inside one of our worker processes (the default provider). */
export const botProviders = ['local', 'aws-ec2', 'hetzner-hcloud', 'vultr-cloud'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const orchestrationListQuery = z.strictObject({
  state: z.enum(['active', 'terminated', 'all']).default('active'),
  provider: z.enum(botProviders).optional(),
  includeLive: flag,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** A Steam id or its first digits (5 or more): sessions whose id starts with them. */
  steam_id: z
    .string()
    .regex(/^\d{5,20}$/, 'must be 5 to 20 digits')
    .optional(),
  email: z.string().trim().min(1).max(254).optional(),
});

export const orchestrationSession = z.object({
  session_id: z.string(),
  state_current: z.enum(botSessionStates),
  provider: z.string(),
  region: z.string().nullable(),
  instance_id: z.string().nullable(),
  public_ip: z.string().nullable(),
  started_at: z.string().nullable(),
  last_heartbeat_at: z.string().nullable(),
  /** Why the session stopped or is stopping, in words; null while it runs. */
  stop_reason: z.string().nullable().optional(),
});

export const settingsSummary = z.object({
  min_value: z.number(),
  max_value: z.number(),
  max_markup: z.number(),
  sniping_enabled: z.boolean(),
});

export const orchestrationItem = z.object({
  session: orchestrationSession,
  user: z.object({ email: z.string() }),
  account: z.object({ steam_id: z.string() }),
  /** What the cloud provider reports right now; null when not asked for or not reachable. */
  live: z
    .object({
      public_ip: z.string().nullable(),
      /** From the worker's heartbeat: listings judged, joins sent, skips, withdrawals still open. */
      seen: z.number().optional(),
      joins: z.number().optional(),
      skips: z.number().optional(),
      open_withdrawals: z.number().optional(),
      balance: z.number().optional(),
      worker: z.string().optional(),
      /** Running but unable to buy: out of coins or out of credits. */
      idle: z
        .object({ reason: z.enum(['out of coins', 'out of credits']), since: z.string() })
        .nullable()
        .optional(),
    })
    .nullable(),
  settings_summary: settingsSummary.nullable(),
});

const countsByKey = z.record(z.string(), z.number().int());

export const orchestrationList = z.object({
  items: z.array(orchestrationItem),
  total: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
  stats: z.object({ by_state: countsByKey, by_provider: countsByKey }),
});

export const listOrchestrations = defineEndpoint({
  method: 'GET',
  path: '/admin/orchestrations',
  api: 'main',
  auth: 'admin',
  summary: 'Bot sessions with filters, a page of 50 and counts by state and provider',
  query: orchestrationListQuery,
  response: orchestrationList,
});

export const getOrchestration = defineEndpoint({
  method: 'GET',
  path: '/admin/orchestrations/:session_id',
  api: 'main',
  auth: 'admin',
  summary: 'One bot session in detail',
  params: z.strictObject({ session_id: z.uuid({ message: 'must be a session id' }) }),
  query: z.strictObject({ includeSettings: flag, includeLive: flag }),
  response: orchestrationItem.extend({
    settings: z.record(z.string(), z.unknown()).nullable(),
  }),
});

export const stopOrchestration = defineEndpoint({
  method: 'POST',
  path: '/admin/orchestrations/stop',
  api: 'main',
  auth: 'admin',
  summary: 'Ask the orchestrator to stop a bot instance',
  query: z.strictObject({ instance_id: z.string().trim().min(1).max(128) }),
  response: z.object({
    message: z.string(),
    session_id: z.string(),
    state_current: z.enum(botSessionStates),
  }),
});
