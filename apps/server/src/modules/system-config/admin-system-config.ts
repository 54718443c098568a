import type { z } from 'zod';
import type * as contract from '@skinpilot/contract';
import { discordChannelKeys, type DiscordChannelKey } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAdminAudit } from '../audit/write-admin-audit';
import { getSystemSettings, updateSystemSettings, type SystemSettings } from './system-settings';

export type AdminSettingsDeps = { db: Db };
export type BodyOf<E> = E extends { body?: infer B } ? (B extends z.ZodType ? z.output<B> : never) : never;

const systemConfigOf = (s: SystemSettings) => ({
  max_premium_licenses: s.max_premium_licenses,
  max_deposit_licenses: s.max_deposit_licenses,
  global_credit_multiplier: s.global_credit_multiplier,
  captcha_provider: s.captcha_provider,
});

export async function getAdminSystemConfig({ db }: AdminSettingsDeps) {
  return systemConfigOf(await getSystemSettings(db));
}

/** Read by every licence sale, credit grant and bot on its next call: no restart needed. */
export async function updateAdminSystemConfig(
  { db }: AdminSettingsDeps,
  adminId: string,
  input: BodyOf<typeof contract.updateAdminSystemConfig>,
) {
  return db.transaction(async (tx) => {
    const before = systemConfigOf(await getSystemSettings(tx));
    const after = systemConfigOf(await updateSystemSettings(tx, input));
    await writeAdminAudit(tx, {
      adminId,
      action: 'system_config.update',
      targetType: 'system_config',
      targetId: 'system',
      before,
      after,
    });
    return { message: 'System configuration updated', config: after };
  });
}

const discordConfigOf = (s: SystemSettings) =>
  Object.fromEntries(discordChannelKeys.map((k) => [k, s.discord_channels[k] ?? null])) as Record<
    DiscordChannelKey,
    string | null
  >;

export async function getDiscordConfig({ db }: AdminSettingsDeps) {
  return { success: true as const, config: discordConfigOf(await getSystemSettings(db)) };
}

/** Answers the channels that really changed, so the screen can say when nothing did. */
export async function updateDiscordConfig(
  { db }: AdminSettingsDeps,
  adminId: string,
  input: BodyOf<typeof contract.updateDiscordConfig>,
) {
  return db.transaction(async (tx) => {
    const before = discordConfigOf(await getSystemSettings(tx));
    const changed = discordChannelKeys.filter((k) => input[k] !== undefined && input[k] !== before[k]);
    if (changed.length === 0) {
      return { success: true as const, config: before, updates_made: [], message: 'No changes were made' };
    }
    const next = { ...before, ...Object.fromEntries(changed.map((k) => [k, input[k] ?? null])) };
    const after = discordConfigOf(await updateSystemSettings(tx, { discord_channels: next }));
    await writeAdminAudit(tx, {
      adminId,
      action: 'discord_config.update',
      targetType: 'system_config',
      targetId: 'discord_channels',
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
    return {
      success: true as const,
      config: after,
      updates_made: changed,
      message: `Updated ${changed.length} channel${changed.length === 1 ? '' : 's'}`,
    };
  });
}

const orchestratorOf = (s: SystemSettings) => ({
  replicas_by_role: {
    free_trial: s.orchestrator.replicas_by_role.free_trial ?? 1,
    premium: s.orchestrator.replicas_by_role.premium ?? 1,
    admin: s.orchestrator.replicas_by_role.admin ?? 1,
  },
  per_user_overrides: s.orchestrator.per_user_overrides,
  max_replicas_cap: s.orchestrator.max_replicas_cap,
  non_primary_max_auth_connections: s.orchestrator.non_primary_max_auth_connections,
  set_non_primary_is_duplicate: s.orchestrator.set_non_primary_is_duplicate,
  provider: s.orchestrator.provider,
});

export async function getOrchestratorConfig({ db }: AdminSettingsDeps) {
  return { config: orchestratorOf(await getSystemSettings(db)) };
}

/** Replicas per role stay between 1 and the cap, whichever of the two changes. */
export async function updateOrchestratorConfig(
  { db }: AdminSettingsDeps,
  adminId: string,
  input: BodyOf<typeof contract.updateOrchestratorConfig>,
) {
  return db.transaction(async (tx) => {
    const before = orchestratorOf(await getSystemSettings(tx));
    const next = {
      ...before,
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
      replicas_by_role: { ...before.replicas_by_role, ...input.replicas_by_role },
    };
    const errors = Object.entries(next.replicas_by_role)
      .filter(([, replicas]) => replicas > next.max_replicas_cap)
      .map(([role]) => ({
        field: `replicas_by_role.${role}`,
        message: `must be at most the replica cap (${next.max_replicas_cap})`,
      }));
    if (errors.length > 0) {
      throw new AppError('validation', 'Replicas per role cannot exceed the replica cap.', { errors });
    }
    const after = orchestratorOf(await updateSystemSettings(tx, { orchestrator: next }));
    await writeAdminAudit(tx, {
      adminId,
      action: 'orchestrator_config.update',
      targetType: 'system_config',
      targetId: 'orchestrator',
      before,
      after,
    });
    return { config: after, message: 'Orchestrator config updated' };
  });
}
