import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { botProviders } from './orchestrations';

export const captchaProviders = ['capsolver', 'capmonster'] as const;

const atLeastOne = (label = 'must be at least 1') =>
  z.number({ message: 'must be a number' }).int('must be a whole number').min(1, label);

export const creditMultiplierSchema = z
  .number({ message: 'must be a number from 0.1 to 5.0' })
  .min(0.1, 'must be from 0.1 to 5.0')
  .max(5, 'must be from 0.1 to 5.0')
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, 'must be a multiple of 0.1');

export const adminSystemConfig = z.object({
  max_premium_licenses: z.number().int(),
  max_deposit_licenses: z.number().int(),
  global_credit_multiplier: z.number(),
  captcha_provider: z.enum(captchaProviders),
});

export const getAdminSystemConfig = defineEndpoint({
  method: 'GET',
  path: '/admin/system/config',
  api: 'main',
  auth: 'admin',
  summary: 'Licence caps, global credit multiplier and captcha provider',
  response: adminSystemConfig,
});

export const updateAdminSystemConfig = defineEndpoint({
  method: 'POST',
  path: '/admin/system/config',
  api: 'main',
  auth: 'admin',
  summary: 'Change any of the licence caps, the credit multiplier or the captcha provider',
  body: z
    .strictObject({
      max_premium_licenses: atLeastOne().optional(),
      max_deposit_licenses: atLeastOne().optional(),
      global_credit_multiplier: creditMultiplierSchema.optional(),
      captcha_provider: z.enum(captchaProviders, { message: 'must be capsolver or capmonster' }).optional(),
    })
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one setting to change.'),
  response: z.object({ message: z.string(), config: adminSystemConfig }),
});

/** Section 3's chat-channel config: Discord channel ids, empty when a channel is not used. */
export const discordChannelKeys = [
  'admin_logs',
  'billing_logs',
  'general_logs',
  'trading_logs',
  'snipes',
  'auto_logs',
  'deposit_logs',
  'util_logs',
  'daily_results',
  'customer_boosts',
] as const;
export type DiscordChannelKey = (typeof discordChannelKeys)[number];

const channelId = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{15,25}$/, 'must be a Discord channel id (15 to 25 digits)'),
    z.literal(''),
    z.null(),
  ])
  .transform((v) => (v ? v : null));

export const discordChannelConfig = z.object(
  Object.fromEntries(discordChannelKeys.map((k) => [k, z.string().nullable()])) as Record<
    DiscordChannelKey,
    z.ZodNullable<z.ZodString>
  >,
);

export const getDiscordConfig = defineEndpoint({
  method: 'GET',
  path: '/admin/system/discord-config',
  api: 'main',
  auth: 'admin',
  summary: 'The Discord channel ids the product posts to',
  response: z.object({ success: z.literal(true), config: discordChannelConfig }),
});

export const updateDiscordConfig = defineEndpoint({
  method: 'POST',
  path: '/admin/system/discord-config',
  api: 'main',
  auth: 'admin',
  summary: 'Change Discord channel ids; answers which ones really changed',
  body: z.strictObject(
    Object.fromEntries(discordChannelKeys.map((k) => [k, channelId.optional()])) as Record<
      DiscordChannelKey,
      z.ZodOptional<typeof channelId>
    >,
  ),
  response: z.object({
    success: z.literal(true),
    config: discordChannelConfig,
    updates_made: z.array(z.enum(discordChannelKeys)),
    message: z.string(),
  }),
});

export const limitRoles = ['admin', 'premium', 'depositor', 'free_trial', 'user'] as const;
const platformCounts = (value: z.ZodNumber) =>
  z.strictObject({ steam: value, csgoroll: value, sniping: value });

export const accountLimitsConfig = z.object({
  base_limits: z.object(
    Object.fromEntries(limitRoles.map((r) => [r, platformCounts(z.number().int())])) as Record<
      (typeof limitRoles)[number],
      ReturnType<typeof platformCounts>
    >,
  ),
  absolute_limits: platformCounts(z.number().int()),
  extra_account_pricing: platformCounts(z.number().int()),
});
export type AccountLimitsConfig = z.infer<typeof accountLimitsConfig>;

const baseLimit = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more');
const absoluteLimit = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be from 1 to 100')
  .max(100, 'must be from 1 to 100');
const extraPrice = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(100, 'must be from 100 to 50000')
  .max(50_000, 'must be from 100 to 50000');

/** Base limits are checked against the absolute limits on the server (they may change together). */
export const saveAccountLimitsBody = z.strictObject({
  base_limits: z
    .strictObject(
      Object.fromEntries(limitRoles.map((r) => [r, platformCounts(baseLimit)])) as Record<
        (typeof limitRoles)[number],
        ReturnType<typeof platformCounts>
      >,
    )
    .optional(),
  absolute_limits: platformCounts(absoluteLimit).optional(),
  extra_account_pricing: platformCounts(extraPrice).optional(),
});

export const accountLimitsAnswer = z.object({
  success: z.literal(true),
  config: accountLimitsConfig,
  /** `database` once an admin saved the limits, `defaults` while the built-in values apply. */
  source: z.enum(['database', 'defaults']),
  message: z.string(),
});

export const getAccountLimitsConfig = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard/settings-config',
  api: 'main',
  auth: 'admin',
  summary: 'Account limits per role, absolute limits and extra-account prices, with their source',
  response: accountLimitsAnswer,
});

export const saveAccountLimitsConfig = defineEndpoint({
  method: 'POST',
  path: '/admin/dashboard/settings-config',
  api: 'main',
  auth: 'admin',
  summary: 'Save account limits; they apply to the next request without a restart',
  body: saveAccountLimitsBody,
  response: accountLimitsAnswer,
});

export const reloadAccountLimitsConfig = defineEndpoint({
  method: 'POST',
  path: '/admin/dashboard/settings-reload',
  api: 'main',
  auth: 'admin',
  summary: 'Read the account limits again from the database',
  response: accountLimitsAnswer,
});

export const orchestratorConfig = z.object({
  replicas_by_role: z.object({
    free_trial: z.number().int(),
    premium: z.number().int(),
    admin: z.number().int(),
  }),
  per_user_overrides: z.record(z.string(), z.number().int()),
  max_replicas_cap: z.number().int(),
  non_primary_max_auth_connections: z.number().int(),
  set_non_primary_is_duplicate: z.boolean(),
  /** Where new sniping sessions run: local worker processes or one cloud instance per session. */
  provider: z.enum(botProviders),
});

export const getOrchestratorConfig = defineEndpoint({
  method: 'GET',
  path: '/admin/orchestrator/config',
  api: 'main',
  auth: 'admin',
  summary: 'Bot replicas per role and the orchestrator options',
  response: z.object({ config: orchestratorConfig }),
});

export const updateOrchestratorConfig = defineEndpoint({
  method: 'POST',
  path: '/admin/orchestrator/config',
  api: 'main',
  auth: 'admin',
  summary: 'Change replicas per role (at least 1, at most the cap) and the orchestrator options',
  body: z.strictObject({
    replicas_by_role: z
      .strictObject({
        free_trial: atLeastOne().optional(),
        premium: atLeastOne().optional(),
        admin: atLeastOne().optional(),
      })
      .optional(),
    per_user_overrides: z.record(z.string().max(64), z.number().int().min(0).max(100)).optional(),
    max_replicas_cap: atLeastOne().max(100, 'must be at most 100').optional(),
    non_primary_max_auth_connections: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .optional(),
    set_non_primary_is_duplicate: z.boolean().optional(),
    provider: z.enum(botProviders).optional(),
  }),
  response: z.object({ config: orchestratorConfig, message: z.string() }),
});

export const refundWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/admin/refund-withdrawal',
  api: 'main',
  auth: 'admin',
  summary: 'Give back the credits a withdrawal trade used, once; a repeat answers already_refunded',
  body: z.strictObject({
    trade_id: z.string({ message: 'is required' }).trim().min(1, 'is required').max(128),
    reason: z
      .string()
      .trim()
      .max(500, 'must be at most 500 characters')
      .nullish()
      .transform((v) => (v ? v : null)),
  }),
  response: z.object({
    success: z.literal(true),
    credits_restored: z.number(),
    already_refunded: z.boolean(),
    message: z.string(),
  }),
});

/** The older console's licence-cap calls (admin-console.md section 7), kept next to /admin/system/config. */
export const getAdminSettings = defineEndpoint({
  ...getAdminSystemConfig,
  path: '/admin/settings',
  summary: 'Same as GET /admin/system/config, at the path older consoles call',
});

export const updateMaxLicenses = defineEndpoint({
  method: 'PUT',
  path: '/admin/update-max-licenses',
  api: 'main',
  auth: 'admin',
  summary: 'Change the premium licence cap (same effect as POST /admin/system/config)',
  body: z.strictObject({ max_premium_licenses: atLeastOne() }),
  response: z.object({ message: z.string(), config: adminSystemConfig }),
});
