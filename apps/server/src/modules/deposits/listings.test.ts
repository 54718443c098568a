import { createConnectors } from '@skinpilot/connectors';
import type { AccountListing, InventoryItem } from '@skinpilot/contract';
import { DEFAULT_CSGOROLL_SETTINGS } from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/accounts';
import { openEventStream } from '../../../test/event-stream';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, sandboxRollCookie, trader } from '../../../test/trading';
import { createAccountVault } from '../trading-accounts/account-vault';
import { writeSettings } from '../trading-accounts/settings.repository';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { runDueAutoDeposits } from './auto-deposit';

// The sandbox market with no buyers: every listing stays on sale until the test ends it.
const connectors = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 7,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
  sandboxBuyerRate: 0,
});
afterAll(() => connectors.close());
const time = manualClock();
const { app, database } = await createTestApp({}, { connectors });
const db = database.db;
const ctx = { db, vault: createAccountVault(testSecrets), connectors, now: time.clock };
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const closers: (() => void)[] = [];
afterAll(() => closers.forEach((close) => close()));

const call = (token: string, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url: `/api/trading${url}`, headers: { authorization: `Bearer ${token}` } });

async function depositor(autoDeposit = true) {
  const owner = await trader(app, db, 'premium');
  const res = await addRoll(app, owner.token, {
    auth_method: 'cookie',
    cookie: sandboxRollCookie('listings'),
  });
  expect(res.statusCode, res.body).toBe(201);
  const steamId = res.json().account.steam_id as string;
  const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, steamId));
  await writeSettings(
    db,
    account!.id,
    {
      csgoroll: {
        ...DEFAULT_CSGOROLL_SETTINGS,
        auto_deposit_enabled: autoDeposit,
        auto_deposit_min_value: 1,
        auto_deposit_max_value: null,
        auto_deposit_max_items_per_run: 2,
        auto_deposit_markup_strategy: 'fixed',
        auto_deposit_fixed_markup: 10,
        auto_deposit_interval_hours: 6,
      },
    },
    time.clock(),
  );
  const stream = await openEventStream(base, owner.token);
  closers.push(stream.close);
  return { ...owner, steamId, account: account!, stream };
}

const inventoryOf = async (token: string) =>
  (await call(token, 'GET', '/inventory')).json() as {
    inventory: InventoryItem[];
    listings: InventoryItem[];
  };
const listingsOf = async (token: string) =>
  ((await call(token, 'GET', '/listings')).json() as { listings: AccountListing[] }).listings;

describe('listings as they happen', () => {
  it('an auto-deposit listing shows listed with its markup at once, in GET /listings and as events; cancel and relist now', async () => {
    const a = await depositor();
    const b = await depositor(false);
    // The first snapshot, before anything is listed.
    expect((await call(a.token, 'POST', '/inventory/refresh')).statusCode).toBe(200);
    const before = await inventoryOf(a.token);
    expect(before.listings).toEqual([]);

    const failures: unknown[] = [];
    const outcome = (await runDueAutoDeposits(ctx, (_id, error) => failures.push(error))).get(a.account.id)!;
    expect(failures).toEqual([]);
    expect(outcome.listed).toHaveLength(2);

    // The grid's items: listed, with their markup, no refresh asked.
    const after = await inventoryOf(a.token);
    const listedAssets = after.listings.map((item) => item.steamExternalAssetId).sort();
    expect(listedAssets).toHaveLength(2);
    for (const asset of listedAssets) {
      const item = after.inventory.find((i) => i.steamExternalAssetId === asset)!;
      expect(item.listingInfo).toEqual({ isListed: true, currentMarkup: expect.any(Number) });
      expect(item.listingInfo.currentMarkup).toBeGreaterThan(0);
    }

    // One event per listing, in order, to the owner only.
    await a.stream.waitFor(
      () => a.stream.events.filter((e) => e.event === 'listing').length >= 2,
      'two listing events',
    );
    const told = a.stream.events.filter((e) => e.event === 'listing');
    expect(told.map((e) => e.data.change)).toEqual(['created', 'created']);
    expect(told.map((e) => e.data.trade_id)).toEqual(outcome.listed.map((l) => l.tradeId));
    expect(Number(told[0]!.id)).toBeLessThan(Number(told[1]!.id));
    const listings = await listingsOf(a.token);
    expect(listings).toHaveLength(2);
    const first = listings[0]!;
    expect(first).toMatchObject({ steam_id: a.steamId, status: 'LISTED' });
    expect(first.price).toBeGreaterThan(first.base_value);
    expect(first.floor_percent).toBe(Math.floor(first.markup_percent * 50) / 100);
    expect(first.next_decay).toEqual({
      at: new Date(time.clock().getTime() + 6 * 3_600_000).toISOString(),
      markup_percent: Math.round((first.markup_percent - 1) * 100) / 100,
    });
    expect((await call(b.token, 'GET', '/listings')).json()).toEqual({ listings: [] });

    // Another user's listing is not found; a malformed id is refused.
    expect((await call(b.token, 'POST', `/listings/${first.trade_id}/cancel`)).statusCode).toBe(404);
    expect((await call(a.token, 'POST', `/listings/${encodeURIComponent('x y')}/cancel`)).statusCode).toBe(
      422,
    );

    const cancelled = await call(a.token, 'POST', `/listings/${first.trade_id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const unlisted = (await inventoryOf(a.token)).inventory.find(
      (i) => i.steamExternalAssetId === first.asset_id,
    )!;
    expect(unlisted.listingInfo).toEqual({ isListed: false, currentMarkup: null });
    expect(unlisted.tradable).toBe(true);
    expect((await call(a.token, 'POST', `/listings/${first.trade_id}/cancel`)).statusCode).toBe(404);

    const second = (await listingsOf(a.token))[0]!;
    const relisted = await call(a.token, 'POST', `/listings/${second.trade_id}/relist`);
    expect(relisted.statusCode, relisted.body).toBe(200);
    const fresh = relisted.json().listing as AccountListing;
    expect(fresh.trade_id).not.toBe(second.trade_id);
    expect(fresh.markup_percent).toBe(second.next_decay!.markup_percent);
    expect((await listingsOf(a.token)).map((l) => l.trade_id)).toEqual([fresh.trade_id]);

    await a.stream.next((e) => e.event === 'listing' && e.data.change === 'relisted', 0, 'the relist');
    expect(a.stream.events.filter((e) => e.event === 'listing').map((e) => e.data.change)).toEqual([
      'created',
      'created',
      'cancelled',
      'relisted',
    ]);
    expect(b.stream.events.filter((e) => e.event === 'listing')).toEqual([]);
  });
});
