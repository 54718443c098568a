import type { z } from 'zod';
import { limitRoles, type AccountLimitsConfig, type saveAccountLimitsBody } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAdminAudit } from '../audit/write-admin-audit';
import type { AdminSettingsDeps } from './admin-system-config';
import { getSystemSettings, updateSystemSettings } from './system-settings';
import { findStoredKeys } from './system-config.repository';

const LIMIT_KEYS = ['account_limits', 'absolute_limits', 'extra_account_pricing'] as const;
const platforms = ['steam', 'csgoroll', 'sniping'] as const;

/**
 * The limits as the trading side reads them (same system_config keys), with where they come
 * from: `database` once an admin saved any of them, `defaults` while the built-in values apply.
 */
async function readLimits(db: DbOrTx) {
  const [settings, stored] = await Promise.all([getSystemSettings(db), findStoredKeys(db, [...LIMIT_KEYS])]);
  const config: AccountLimitsConfig = {
    base_limits: settings.account_limits,
    absolute_limits: settings.absolute_limits,
    extra_account_pricing: settings.extra_account_pricing,
  };
  return { config, source: stored.length > 0 ? ('database' as const) : ('defaults' as const) };
}

export async function getAccountLimitsConfig({ db }: AdminSettingsDeps) {
  return { success: true as const, ...(await readLimits(db)), message: 'Account limits loaded' };
}

/** Nothing is cached between requests, so a reload is a fresh read from the database. */
export async function reloadAccountLimitsConfig({ db }: AdminSettingsDeps) {
  return { success: true as const, ...(await readLimits(db)), message: 'Account limits reloaded' };
}

/** Base limits may not exceed the absolute limit of their platform (the new one when both change). */
export async function saveAccountLimitsConfig(
  { db }: AdminSettingsDeps,
  adminId: string,
  input: z.output<typeof saveAccountLimitsBody>,
) {
  return db.transaction(async (tx) => {
    const before = await readLimits(tx);
    const absolute = input.absolute_limits ?? before.config.absolute_limits;
    const base = input.base_limits ?? before.config.base_limits;
    const errors = limitRoles.flatMap((role) =>
      platforms
        .filter((p) => base[role][p] > absolute[p])
        .map((p) => ({
          field: `base_limits.${role}.${p}`,
          message: `must be at most the absolute ${p} limit (${absolute[p]})`,
        })),
    );
    if (errors.length > 0) {
      throw new AppError('validation', 'Account limits cannot exceed the absolute limits.', { errors });
    }
    await updateSystemSettings(tx, {
      ...(input.base_limits ? { account_limits: input.base_limits } : {}),
      ...(input.absolute_limits ? { absolute_limits: input.absolute_limits } : {}),
      ...(input.extra_account_pricing ? { extra_account_pricing: input.extra_account_pricing } : {}),
    });
    const after = await readLimits(tx);
    await writeAdminAudit(tx, {
      adminId,
      action: 'account_limits.update',
      targetType: 'system_config',
      targetId: 'account_limits',
      before: before.config,
      after: after.config,
    });
    return { success: true as const, ...after, message: 'Account limits saved' };
  });
}
