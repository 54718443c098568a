import { botProviders, referencePriceSources } from '@skinpilot/contract';
import { ABSOLUTE_ACCOUNT_CAPS, DEFAULT_BASE_LIMITS } from '@skinpilot/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { listStoredSettings, upsertSetting } from './system-config.repository';

// The one-time marker of a start-up step (the catalogue seed), under its one name.
export { claimOnceMarker } from './system-config.repository';

const counts = z.object({
  steam: z.number().int().min(0),
  csgoroll: z.number().int().min(0),
  sniping: z.number().int().min(0),
});

/**
 * Every run-time setting, one key each in system_config. Add a key here with its schema and
 * default; a missing or unreadable stored value answers the default, so a new key needs no
 * migration. Values are read on every call, so a change takes effect at once in every process.
 */
export const settingSchemas = {
  global_credit_multiplier: z.number().min(0.1).max(5).default(1),
  max_premium_licenses: z.number().int().min(1).default(11),
  max_deposit_licenses: z.number().int().min(1).default(20),
  captcha_provider: z.enum(['capsolver', 'capmonster']).default('capsolver'),
  account_limits: z
    .object({
      admin: counts,
      premium: counts,
      depositor: counts,
      free_trial: counts,
      user: counts,
    })
    .default(DEFAULT_BASE_LIMITS),
  absolute_limits: counts.default(ABSOLUTE_ACCOUNT_CAPS),
  /** Credits per extra account or slot per month. */
  extra_account_pricing: counts.default({ steam: 500, csgoroll: 1000, sniping: 5000 }),
  orchestrator: z
    .object({
      replicas_by_role: z.record(z.string(), z.number().int().min(1)),
      per_user_overrides: z.record(z.string(), z.number().int().min(0)),
      max_replicas_cap: z.number().int().min(1),
      non_primary_max_auth_connections: z.number().int().min(0),
      set_non_primary_is_duplicate: z.boolean(),
      /** Where new sniping sessions run (decision 018, Providers); a stored value from before reads local. */
      provider: z.enum(botProviders).default('local'),
    })
    .default({
      replicas_by_role: { free_trial: 1, premium: 1, admin: 1 },
      per_user_overrides: {},
      max_replicas_cap: 10,
      non_primary_max_auth_connections: 0,
      set_non_primary_is_duplicate: true,
      provider: 'local',
    }),
  /** Discord channel ids per log kind; a missing or null id means that kind is not posted. */
  discord_channels: z.record(z.string(), z.string().nullable()).default({}),
  /** The bulk source every reference price is read from (decision 030); the offline one by default. */
  reference_price_source: z.enum(referencePriceSources).default('sandbox'),
};

export type SettingKey = keyof typeof settingSchemas;
export type SystemSettings = { [K in SettingKey]: z.output<(typeof settingSchemas)[K]> };
export type SystemSettingsPatch = Partial<SystemSettings>;

const settingKeys = Object.keys(settingSchemas) as SettingKey[];

function parseSetting<K extends SettingKey>(key: K, stored: unknown): SystemSettings[K] {
  const schema = settingSchemas[key] as unknown as z.ZodType<SystemSettings[K]>;
  const parsed = schema.safeParse(stored);
  // An unreadable stored value (an older shape) must not take the product down: use the default.
  return parsed.success ? parsed.data : (schema.parse(undefined) as SystemSettings[K]);
}

/** Every setting with its stored value or its default. One small query; no cache to go stale. */
export async function getSystemSettings(db: DbOrTx): Promise<SystemSettings> {
  const rows = await listStoredSettings(db);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    settingKeys.map((key) => [key, parseSetting(key, stored.has(key) ? stored.get(key) : undefined)]),
  ) as SystemSettings;
}

/**
 * Validates and stores the given settings (upsert per key) and answers the whole result. An
 * invalid value is a 422 naming the setting; nothing is written then.
 */
export async function updateSystemSettings(tx: DbOrTx, patch: SystemSettingsPatch): Promise<SystemSettings> {
  const entries: [SettingKey, unknown][] = [];
  const errors: { field: string; message: string }[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!(key in settingSchemas)) {
      errors.push({ field: key, message: 'is not a system setting' });
      continue;
    }
    const parsed = settingSchemas[key as SettingKey].safeParse(value);
    if (parsed.success) entries.push([key as SettingKey, parsed.data]);
    else errors.push({ field: key, message: parsed.error.issues[0]?.message ?? 'is not valid' });
  }
  if (errors.length > 0) {
    throw new AppError('validation', 'Some settings are not valid.', { errors });
  }
  for (const [key, value] of entries) await upsertSetting(tx, key, value);
  return getSystemSettings(tx);
}
