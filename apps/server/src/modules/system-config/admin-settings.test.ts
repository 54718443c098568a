import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { adminAuditLog } from '../audit/audit.schema';
import { getSystemSettings } from './system-settings';

const { app, database } = await createTestApp();
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
});

const as = (method: 'GET' | 'POST', url: string, body?: object) =>
  callAs(app, admin.token, method, `/api/admin${url}`, body);
const auditOf = (action: string) => db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
const fieldsOf = (res: { json: () => { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field);

describe('system config', () => {
  it('answers the defaults of section 9', async () => {
    expect((await as('GET', '/system/config')).json()).toEqual({
      max_premium_licenses: 11,
      max_deposit_licenses: 20,
      global_credit_multiplier: 1,
      captcha_provider: 'capsolver',
    });
  });

  it('changes one setting at a time, takes effect at once, and audits before and after', async () => {
    const res = await as('POST', '/system/config', { global_credit_multiplier: 2.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().config.global_credit_multiplier).toBe(2.5);
    expect((await getSystemSettings(db)).global_credit_multiplier).toBe(2.5);
    await as('POST', '/system/config', { captcha_provider: 'capmonster' });
    await as('POST', '/system/config', { max_premium_licenses: 12 });
    expect((await as('GET', '/system/config')).json()).toMatchObject({
      max_premium_licenses: 12,
      captcha_provider: 'capmonster',
      global_credit_multiplier: 2.5,
    });
    const audit = await auditOf('system_config.update');
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      before: { global_credit_multiplier: 1 },
      after: { global_credit_multiplier: 2.5 },
    });
  });

  it.each([
    ['global_credit_multiplier', 0],
    ['global_credit_multiplier', 5.1],
    ['global_credit_multiplier', 1.25],
    ['max_premium_licenses', 0],
    ['max_deposit_licenses', 0],
    ['captcha_provider', '2captcha'],
  ])('refuses %s = %j with a 422', async (field, value) => {
    const res = await as('POST', '/system/config', { [field]: value });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toContain(field);
  });

  it('accepts the bounds 0.1 and 5.0 of the multiplier', async () => {
    expect((await as('POST', '/system/config', { global_credit_multiplier: 0.1 })).statusCode).toBe(200);
    expect((await as('POST', '/system/config', { global_credit_multiplier: 5 })).statusCode).toBe(200);
  });

  it('answers and changes the premium cap at the paths older consoles call', async () => {
    const put = (body: object) => callAs(app, admin.token, 'PUT', '/api/admin/update-max-licenses', body);
    expect((await put({ max_premium_licenses: 14 })).statusCode).toBe(200);
    const settings = (await as('GET', '/settings')).json();
    expect(settings).toEqual((await as('GET', '/system/config')).json());
    expect(settings.max_premium_licenses).toBe(14);
    const refused = await put({ max_premium_licenses: 0 });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toContain('max_premium_licenses');
  });
});

describe('account limits config', () => {
  it('answers the defaults with source defaults, then the saved values with source database', async () => {
    const before = (await as('GET', '/dashboard/settings-config')).json();
    expect(before).toMatchObject({
      success: true,
      source: 'defaults',
      config: {
        absolute_limits: { steam: 20, csgoroll: 20, sniping: 10 },
        extra_account_pricing: { steam: 500, csgoroll: 1000, sniping: 5000 },
      },
    });
    const base_limits = { ...before.config.base_limits, premium: { steam: 6, csgoroll: 6, sniping: 2 } };
    const saved = await as('POST', '/dashboard/settings-config', { base_limits });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      source: 'database',
      config: { base_limits: { premium: { steam: 6 } } },
    });
    // The trading side reads the same keys on its next request.
    expect((await getSystemSettings(db)).account_limits.premium).toEqual({
      steam: 6,
      csgoroll: 6,
      sniping: 2,
    });
    const reloaded = await as('POST', '/dashboard/settings-reload');
    expect(reloaded.json()).toMatchObject({
      source: 'database',
      config: { base_limits: { premium: { steam: 6 } } },
    });
    expect(await auditOf('account_limits.update')).toHaveLength(1);
  });

  it.each([
    [{ absolute_limits: { steam: 0, csgoroll: 20, sniping: 10 } }, 'absolute_limits.steam'],
    [{ absolute_limits: { steam: 101, csgoroll: 20, sniping: 10 } }, 'absolute_limits.steam'],
    [{ extra_account_pricing: { steam: 99, csgoroll: 1000, sniping: 5000 } }, 'extra_account_pricing.steam'],
    [
      { extra_account_pricing: { steam: 500, csgoroll: 50_001, sniping: 5000 } },
      'extra_account_pricing.csgoroll',
    ],
  ])('refuses %j', async (body, field) => {
    const res = await as('POST', '/dashboard/settings-config', body);
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toContain(field);
  });

  it('refuses a base limit above its absolute limit, also when the absolute limit shrinks', async () => {
    const { config } = (await as('GET', '/dashboard/settings-config')).json();
    const tooMany = { ...config.base_limits, user: { steam: 21, csgoroll: 0, sniping: 0 } };
    const res = await as('POST', '/dashboard/settings-config', { base_limits: tooMany });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(['base_limits.user.steam']);
    const shrink = await as('POST', '/dashboard/settings-config', {
      absolute_limits: { steam: 5, csgoroll: 20, sniping: 10 },
    });
    expect(shrink.statusCode).toBe(422);
    expect(fieldsOf(shrink)).toContain('base_limits.admin.steam');
    const negative = { ...config.base_limits, user: { steam: -1, csgoroll: 0, sniping: 0 } };
    expect((await as('POST', '/dashboard/settings-config', { base_limits: negative })).statusCode).toBe(422);
  });
});

describe('Discord channel config', () => {
  it('saves channel ids and answers which ones changed', async () => {
    expect((await as('GET', '/system/discord-config')).json().config.admin_logs).toBeNull();
    const res = await as('POST', '/system/discord-config', { admin_logs: '123456789012345678', snipes: '' });
    expect(res.json()).toMatchObject({
      success: true,
      updates_made: ['admin_logs'],
      config: { admin_logs: '123456789012345678', snipes: null },
    });
    const again = await as('POST', '/system/discord-config', { admin_logs: '123456789012345678' });
    expect(again.json().updates_made).toEqual([]);
    expect(await auditOf('discord_config.update')).toHaveLength(1);
    const bad = await as('POST', '/system/discord-config', { billing_logs: 'general' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('orchestrator config', () => {
  it('answers the defaults, saves replicas within the cap, refuses 0 and more than the cap', async () => {
    expect((await as('GET', '/orchestrator/config')).json().config).toEqual({
      replicas_by_role: { free_trial: 1, premium: 1, admin: 1 },
      per_user_overrides: {},
      max_replicas_cap: 10,
      non_primary_max_auth_connections: 0,
      set_non_primary_is_duplicate: true,
      provider: 'local',
    });
    const saved = await as('POST', '/orchestrator/config', { replicas_by_role: { premium: 3 } });
    expect(saved.json()).toMatchObject({
      message: 'Orchestrator config updated',
      config: { replicas_by_role: { free_trial: 1, premium: 3, admin: 1 } },
    });
    const zero = await as('POST', '/orchestrator/config', { replicas_by_role: { admin: 0 } });
    expect(zero.statusCode).toBe(422);
    const over = await as('POST', '/orchestrator/config', { max_replicas_cap: 2 });
    expect(over.statusCode).toBe(422);
    expect(fieldsOf(over)).toEqual(['replicas_by_role.premium']);
    expect(await auditOf('orchestrator_config.update')).toHaveLength(1);
  });
});
