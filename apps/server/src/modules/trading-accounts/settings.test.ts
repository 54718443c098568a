import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { fakeConnectors, rollCookie } from '../../../test/fake-connectors';
import { createTestApp } from '../../../test/test-app';
import { addRoll, addSteam, newSteamLogin, steamPayload, trader } from '../../../test/trading';
import { users } from '../users/users.schema';
import { accountSecrets } from './trading-accounts.schema';

const { app, database } = await createTestApp({}, { connectors: fakeConnectors().connectors });
const db = database.db;

/** A trader of `role` with one account connected to both platforms. */
async function traderWithAccount(
  role: Parameters<typeof trader>[2],
  options: Parameters<typeof trader>[3] = {},
) {
  const owner = await trader(app, db, role, options);
  const payload = steamPayload(newSteamLogin());
  expect((await addSteam(app, owner.token, payload)).statusCode).toBe(201);
  expect(
    (await addRoll(app, owner.token, { auth_method: 'cookie', cookie: rollCookie(payload.steam_id) }))
      .statusCode,
  ).toBe(201);
  const url = (platform: 'csgoroll' | 'steam') =>
    `/api/trading/accounts/${payload.steam_id}/settings/${platform}`;
  return { ...owner, steamId: payload.steam_id, url };
}

describe('CSGORoll settings', () => {
  it('answers the defaults of section 9 for a new account', async () => {
    const owner = await traderWithAccount('premium');
    const res = await callAs(app, owner.token, 'GET', owner.url('csgoroll'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      min_value: 20,
      max_value: 1000,
      max_markup: 1.1,
      sticker_multiplier: 20,
      min_sticker_markup: 13,
      min_fade_percent: 95,
      max_markup_fade_skins: 1.1,
      max_markup_float_gloves: 1.1,
      auto_deposit_interval_hours: 6,
      auto_deposit_max_items_per_run: 50,
      auto_deposit_cooldown_minutes: 30,
      auto_deposit_min_value: 1,
      auto_deposit_markup_strategy: 'fixed',
      auto_deposit_fixed_markup: 10,
      auto_deposit_conditional_markup: 9.5,
      auto_deposit_conditional_threshold: 15,
      auto_deposit_percentage_of_max: 85,
      sniping_enabled: false,
    });
  });

  // One value inside and one outside each bound of section 5 (regular users).
  const bounds: [field: string, good: number | null, bad: number | null][] = [
    ['min_value', 500, 0],
    ['min_value', 1, 10001],
    ['max_value', 50000, 50001],
    ['max_value', 1000, 0],
    ['max_markup', 10, 10.01],
    ['max_markup', 1, 0.99],
    ['auto_deposit_interval_hours', 24, 25],
    ['auto_deposit_interval_hours', 1, 0],
    ['auto_deposit_max_items_per_run', 250, 251],
    ['auto_deposit_cooldown_minutes', 5, 4],
    ['auto_deposit_cooldown_minutes', 120, 121],
    ['auto_deposit_min_value', 0.1, 0.05],
    ['auto_deposit_max_value', null, 0.5],
    ['auto_deposit_fixed_markup', 50, 50.1],
    ['auto_deposit_conditional_markup', 0.1, 0],
    ['auto_deposit_conditional_threshold', 1, 51],
    ['auto_deposit_percentage_of_max', 10, 9],
    ['auto_deposit_percentage_of_max', 100, 101],
    ['sticker_multiplier', 1, 0.5],
    ['min_sticker_markup', 0, -1],
    ['max_sticker_added_percent', null, -1],
    ['min_fade_percent', 100, 101],
    ['max_markup_fade_skins', 20, 21],
    ['max_markup_float_gloves', 0, -0.1],
  ];

  it.each(bounds)('%s accepts %s and refuses %s with a 422 naming it', async (field, good, bad) => {
    const owner = await traderWithAccount('premium');
    const ok = await callAs(app, owner.token, 'POST', owner.url('csgoroll'), { [field]: good });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().settings[field]).toBe(good);
    const refused = await callAs(app, owner.token, 'POST', owner.url('csgoroll'), { [field]: bad });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(refused.json().detail).toContain(field);
    const stored = await callAs(app, owner.token, 'GET', owner.url('csgoroll'));
    expect(stored.json()[field]).toBe(good);
  });

  it('refuses a strategy outside the four and a non-number', async () => {
    const owner = await traderWithAccount('premium');
    const strategy = await callAs(app, owner.token, 'POST', owner.url('csgoroll'), {
      auto_deposit_markup_strategy: 'greedy',
    });
    expect(strategy.statusCode).toBe(422);
    expect(strategy.json().errors[0].field).toBe('auto_deposit_markup_strategy');
    const text = await callAs(app, owner.token, 'POST', owner.url('csgoroll'), { min_value: 'ten' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors[0].field).toBe('min_value');
  });

  it('stores list fields as trimmed arrays, from arrays or comma-separated text', async () => {
    const owner = await traderWithAccount('premium');
    const res = await callAs(app, owner.token, 'POST', owner.url('csgoroll'), {
      blacklist_skins: ' AK-47 | Redline , ,AWP | Asiimov ',
      blacklist_rarity: ['Covert', '  ', ' Classified'],
      fade_skin_whitelist: [],
    });
    expect(res.statusCode).toBe(200);
    const stored = (await callAs(app, owner.token, 'GET', owner.url('csgoroll'))).json();
    expect(stored.blacklist_skins).toEqual(['AK-47 | Redline', 'AWP | Asiimov']);
    expect(stored.blacklist_rarity).toEqual(['Covert', 'Classified']);
  });

  it('clamps a free trial into its ranges and forces golden gemdrop off', async () => {
    const owner = await traderWithAccount('free_trial', { credits: 1000 });
    const res = await callAs(app, owner.token, 'POST', owner.url('csgoroll'), {
      min_value: 50,
      max_value: 5000,
      max_markup: 9,
      auto_golden_gemdrop: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      min_value: 20,
      max_value: 1000,
      max_markup: 5,
      auto_golden_gemdrop: false,
    });
    expect(res.json().clamped.sort()).toEqual([
      'auto_golden_gemdrop',
      'max_markup',
      'max_value',
      'min_value',
    ]);
    expect(res.json().message).toMatch(/^Warning:/);
    const low = await callAs(app, owner.token, 'POST', owner.url('csgoroll'), {
      max_value: 10,
      max_markup: 1,
    });
    expect(low.json().settings).toMatchObject({ max_value: 50, max_markup: 1.1 });
  });

  it('reads a free trial clamped after a premium saved wider values', async () => {
    const owner = await traderWithAccount('premium', { credits: 10 });
    await callAs(app, owner.token, 'POST', owner.url('csgoroll'), {
      max_value: 40000,
      auto_golden_gemdrop: true,
    });
    await db.update(users).set({ role: 'free_trial' }).where(eq(users.id, owner.id));
    const res = await callAs(app, owner.token, 'GET', owner.url('csgoroll'));
    expect(res.json()).toMatchObject({ max_value: 1000, auto_golden_gemdrop: false });
  });
});

describe('sniping right', () => {
  const enable = (owner: { token: string; url: (p: 'csgoroll') => string }) =>
    callAs(app, owner.token, 'POST', owner.url('csgoroll'), { sniping_enabled: true });

  it('lets a licensed trader with credits enable sniping', async () => {
    const owner = await traderWithAccount('premium', { credits: 5 });
    const res = await enable(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.sniping_enabled).toBe(true);
    const accounts = (await callAs(app, owner.token, 'GET', '/api/trading/accounts')).json();
    expect(accounts[0].settings.sniping_enabled).toBe(true);
    const limits = (await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits')).json();
    expect(limits.current.sniping).toBe(1);
  });

  it('refuses without credits, then without a licence, with the spec reasons', async () => {
    const broke = await traderWithAccount('premium', { credits: 0 });
    const noCredits = await enable(broke);
    expect(noCredits.statusCode).toBe(403);
    expect(noCredits.json().detail).toBe('Credits required');
    const lapsed = await traderWithAccount('premium', { credits: 50 });
    await db
      .update(users)
      .set({ licenseExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, lapsed.id));
    const noLicence = await enable(lapsed);
    expect(noLicence.statusCode).toBe(403);
    expect(noLicence.json().detail).toBe('License required');
  });

  it('lets an admin enable sniping without licence or credits', async () => {
    const admin = await traderWithAccount('admin', { credits: 0, licence: 'none' });
    expect((await enable(admin)).statusCode).toBe(200);
  });

  it('needs a free sniping slot', async () => {
    const depositor = await traderWithAccount('depositor', { credits: 100 });
    const res = await enable(depositor);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('You have no free sniping slot (0/0).');
  });

  it('turns sniping off once the right is lost', async () => {
    const owner = await traderWithAccount('premium', { credits: 5 });
    expect((await enable(owner)).statusCode).toBe(200);
    await db.update(users).set({ credits: '0.00' }).where(eq(users.id, owner.id));
    const accounts = (await callAs(app, owner.token, 'GET', '/api/trading/accounts')).json();
    expect(accounts[0].settings.sniping_enabled).toBe(false);
    expect((await callAs(app, owner.token, 'GET', owner.url('csgoroll'))).json().sniping_enabled).toBe(false);
  });
});

describe('Steam settings', () => {
  const bounds: [field: string, good: number | string, bad: number | string][] = [
    ['monitor_interval', 30, 29],
    ['monitor_interval', 3600, 3601],
    ['auto_cancel_timeout_minutes', 5, 4],
    ['auto_cancel_timeout_minutes', 1440, 1441],
    ['auto_send_message', 'x'.repeat(128), 'x'.repeat(129)],
  ];

  it.each(bounds)('%s accepts %s and refuses %s', async (field, good, bad) => {
    const owner = await traderWithAccount('premium');
    const ok = await callAs(app, owner.token, 'POST', owner.url('steam'), { [field]: good });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await callAs(app, owner.token, 'POST', owner.url('steam'), { [field]: bad });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe(field);
  });

  it('answers the defaults and clamps the reversal check interval', async () => {
    const owner = await traderWithAccount('premium');
    const defaults = (await callAs(app, owner.token, 'GET', owner.url('steam'))).json();
    expect(defaults).toMatchObject({
      monitor_interval: 30,
      auto_cancel_timeout_minutes: 60,
      reversal_check_interval_hours: 6,
      web_api_key: null,
    });
    const high = await callAs(app, owner.token, 'POST', owner.url('steam'), {
      reversal_check_interval_hours: 500,
    });
    expect(high.json().settings.reversal_check_interval_hours).toBe(168);
    expect(high.json().clamped).toEqual(['reversal_check_interval_hours']);
    const low = await callAs(app, owner.token, 'POST', owner.url('steam'), {
      reversal_check_interval_hours: 1,
    });
    expect(low.json().settings.reversal_check_interval_hours).toBe(6);
  });

  it('seals the Web API key and only ever answers it masked', async () => {
    const owner = await traderWithAccount('premium');
    const key = 'ABCDEF0123456789ABCDEF0123456789';
    const saved = await callAs(app, owner.token, 'POST', owner.url('steam'), { web_api_key: key });
    expect(saved.json().settings.web_api_key).toBe('••••6789');
    const kept = await callAs(app, owner.token, 'POST', owner.url('steam'), {
      web_api_key: '••••6789',
      monitor_interval: 90,
    });
    expect(kept.json().settings).toMatchObject({ web_api_key: '••••6789', monitor_interval: 90 });
    expect((await callAs(app, owner.token, 'GET', owner.url('steam'))).body).not.toContain(key);
    expect(JSON.stringify(await db.select().from(accountSecrets))).not.toContain(key);
    const removed = await callAs(app, owner.token, 'POST', owner.url('steam'), { web_api_key: '' });
    expect(removed.json().settings.web_api_key).toBeNull();
  });
});
