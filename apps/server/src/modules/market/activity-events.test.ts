import type { Activity } from '@skinpilot/contract';
import { createConnectors } from '@skinpilot/connectors';
import { DEFAULT_CSGOROLL_SETTINGS } from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { addRoll, addSteam, steamPayload, trader } from '../../../test/trading';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { recordWealthPoints } from './wealth';

// Each event of the spec's activity types (trade-dashboard.md, Activity) done through the API against
// the sandbox market and sandbox Steam, then read back from GET /api/trading/activity.
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 29,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
});
afterAll(() => sandbox.close());
const market = sandbox.sandbox.csgoroll!.market;
const { app, database } = await createTestApp({}, { connectors: sandbox });
const db = database.db;

let counter = 0;
/** A premium trader with one account connected on both platforms (CSGORoll first, then Steam). */
async function traderWithAccount() {
  const owner = await trader(app, db, 'premium', { credits: 100 });
  const cookie = `activity-${(counter += 1)}-${Date.now()}`;
  const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie });
  expect(roll.statusCode, roll.body).toBe(201);
  const steamId: string = roll.json().account.steam_id;
  const username = `activity_${Date.now().toString(36)}_${counter}`;
  const steam = await addSteam(app, owner.token, steamPayload(username, { steam_id: steamId }));
  expect(steam.statusCode, steam.body).toBe(201);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
    callAs(app, owner.token, method, `/api/trading${url}`, body);
  const feed = async (type?: string): Promise<Activity[]> => {
    const res = await call('GET', `/activity?limit=100${type ? `&type=${type}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().activities;
  };
  return { owner, steamId, cookie, call, feed };
}

describe('every event writes its activity', () => {
  it('account: connecting each platform and removing the account', async () => {
    const t = await traderWithAccount();
    const added = await t.feed('account');
    expect(added.map((a) => [a.title, a.metadata.account])).toEqual([
      ['Steam account connected', { platform: 'steam', action: 'added' }],
      ['CSGORoll account connected', { platform: 'csgoroll', action: 'added', auth_method: 'cookie' }],
    ]);
    expect(added.every((a) => a.steam_id === t.steamId)).toBe(true);

    expect((await t.call('DELETE', `/accounts/${t.steamId}`)).statusCode).toBe(200);
    const [removed] = await t.feed('account');
    expect(removed).toMatchObject({
      title: 'Account removed',
      steam_id: t.steamId,
      metadata: { account: { platform: 'all', action: 'removed' } },
    });
  });

  it('settings: each save names what changed, old and new, with the platform', async () => {
    const t = await traderWithAccount();
    const roll = await t.call('POST', `/accounts/${t.steamId}/settings/csgoroll`, {
      min_value: 3,
      max_markup: 7,
      auto_captcha: false,
    });
    expect(roll.statusCode, roll.body).toBe(200);
    const steam = await t.call('POST', `/accounts/${t.steamId}/settings/steam`, {
      monitor_interval: 120,
      web_api_key: 'ABCDEF0123456789ABCDEF0123456789',
    });
    expect(steam.statusCode, steam.body).toBe(200);

    const [steamSaved, rollSaved] = await t.feed('settings');
    expect(rollSaved).toMatchObject({
      title: 'CSGORoll settings saved',
      metadata: {
        settings: {
          steam_id: t.steamId,
          platform: 'csgoroll',
          changed_count: 3,
          old_settings: {
            min_value: DEFAULT_CSGOROLL_SETTINGS.min_value,
            max_markup: DEFAULT_CSGOROLL_SETTINGS.max_markup,
            auto_captcha: true,
          },
          new_settings: { min_value: 3, max_markup: 7, auto_captcha: false },
        },
      },
    });
    expect(steamSaved).toMatchObject({
      title: 'Steam settings saved',
      metadata: {
        settings: {
          steam_id: t.steamId,
          platform: 'steam',
          changed_count: 2,
          new_settings: { monitor_interval: 120 },
          changed_secrets: ['web_api_key'],
        },
      },
    });
    // The key itself never reaches the feed.
    expect(JSON.stringify(steamSaved)).not.toContain('ABCDEF0123456789');
  });

  it('refresh and auth: an inventory refresh counts the items; a session that expires or comes back is told once', async () => {
    const t = await traderWithAccount();
    const refreshed = await t.call('POST', '/inventory/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const [inventory] = await t.feed('refresh');
    expect(inventory).toMatchObject({
      title: 'Inventory refreshed',
      metadata: { refresh: { steam_id: t.steamId, platform: 'all' } },
    });
    expect(inventory!.metadata.refresh).toHaveProperty('inventory_count', expect.any(Number));
    expect((inventory!.metadata.refresh as { inventory_count: number }).inventory_count).toBeGreaterThan(0);

    // A session the card shows invalid is checked again and works: re-validated.
    await db
      .update(tradingAccounts)
      .set({ csgorollCookieValid: false })
      .where(eq(tradingAccounts.steamId, t.steamId));
    expect((await t.call('POST', `/accounts/${t.steamId}/refresh/csgoroll`)).statusCode).toBe(200);
    // CSGORoll ends the session: expired, told once however often the account is refreshed.
    market.accounts.expireSession(t.cookie);
    expect((await t.call('POST', `/accounts/${t.steamId}/refresh/csgoroll`)).statusCode).toBe(200);
    expect((await t.call('POST', `/accounts/${t.steamId}/refresh/csgoroll`)).statusCode).toBe(200);

    const auth = await t.feed('auth');
    expect(auth.map((a) => [a.title, a.metadata.auth])).toEqual([
      ['CSGORoll session expired', { steam_id: t.steamId, platform: 'csgoroll', status: 'invalid' }],
      ['CSGORoll session valid again', { steam_id: t.steamId, platform: 'csgoroll', status: 'valid' }],
    ]);
    const refreshes = await t.feed('refresh');
    expect(refreshes.filter((a) => a.title === 'Account refreshed')).toHaveLength(3);
    expect(refreshes[0]!.metadata.refresh).toMatchObject({ steam_id: t.steamId, platform: 'csgoroll' });
  });

  it('auth: the Steam client’s log-in states', async () => {
    const t = await traderWithAccount();
    // Adding the account logged it in once; the user starts and stops the client.
    await db
      .update(tradingAccounts)
      .set({ steamSessionValid: false })
      .where(eq(tradingAccounts.steamId, t.steamId));
    const started = await t.call('POST', `/accounts/${t.steamId}/steam/start`);
    expect(started.statusCode, started.body).toBe(200);
    const stopped = await t.call('POST', `/accounts/${t.steamId}/steam/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    const auth = await t.feed('auth');
    expect(auth.map((a) => [a.title, a.metadata.auth])).toEqual([
      ['Steam client stopped', { steam_id: t.steamId, platform: 'steam', status: 'stopped' }],
      ['Steam client started', { steam_id: t.steamId, platform: 'steam', status: 'valid' }],
    ]);
  });

  it('wealth: a snapshot whose total moved is told with the change and the total; a steady one is not', async () => {
    const t = await traderWithAccount();
    const setBalance = (coins: string) =>
      db
        .update(tradingAccounts)
        .set({ csgorollMainBalance: coins })
        .where(eq(tradingAccounts.steamId, t.steamId));
    await setBalance('100.00');
    await recordWealthPoints(db, new Date(Date.now() - 7_200_000));
    await setBalance('100.40');
    await recordWealthPoints(db, new Date(Date.now() - 3_600_000));
    expect(await t.feed('wealth')).toEqual([]);
    await setBalance('150.40');
    await recordWealthPoints(db, new Date());
    const [wealth] = await t.feed('wealth');
    expect(wealth).toMatchObject({
      title: 'Wealth went up',
      steam_id: null,
      metadata: { wealth: { change: 50 } },
    });
    expect((wealth!.metadata.wealth as { total: number }).total).toBeGreaterThanOrEqual(150.4);
  });
});
