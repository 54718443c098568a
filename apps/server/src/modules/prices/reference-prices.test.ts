import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import {
  PriceFeedFailed,
  type PriceFeed,
  type PriceQuote,
} from '../../integrations/reference-prices/price-feed';
import { sandboxFeed } from '../../integrations/reference-prices/sandbox-feed';
import { createLiveReferenceBook } from './live-reference-book';
import { loadPriceBook, loadReferenceBook } from './reference-book';
import { refreshReferencePrices } from './refresh-reference-prices';
import { refreshChosenSource } from './reference-prices.job';

// Pricempire is configured, CSFloat and CSPricebase are not (off by default).
const PRICEMPIRE_KEY = 'pe-secret-key-never-logged';
const ctx = await createTestApp({ PRICEMPIRE_API_KEY: PRICEMPIRE_KEY });
const db = ctx.database.db;

const warnings: { fields: Record<string, unknown>; message: string }[] = [];
const log = {
  warn: (fields: Record<string, unknown>, message: string) => void warnings.push({ fields, message }),
};
let clock = new Date('2026-11-27T09:00:00Z');
const deps = { db, now: () => clock, log };

const redline = 'AK-47 | Redline (Field-Tested)';
const quote = (marketHashName: string, usdCents: number, phase: string | null = null): PriceQuote => ({
  marketHashName,
  phase,
  usdCents,
  liquidity: null,
});
const fileOf = (quotes: PriceQuote[]): PriceFeed => ({ source: 'skinport', fetchQuotes: async () => quotes });
const failing = (reason: string): PriceFeed => ({
  source: 'skinport',
  fetchQuotes: async () => {
    throw new PriceFeedFailed(reason);
  },
});

describe('reference prices', () => {
  it('stores the sandbox source and looks prices up in coins, with no reference for an unknown item', async () => {
    const outcome = await refreshReferencePrices(deps, sandboxFeed());
    expect(outcome.problem).toBeNull();
    expect(outcome.stored).toBeGreaterThan(100);
    const book = await loadReferenceBook(db);
    expect(book.source).toBe('sandbox');
    // $16.17 at 0.66 dollars a coin.
    expect(book.coinsOf(redline)).toBe(24.5);
    expect(book.coinsOf('Nobody | Makes This (Factory New)')).toBeUndefined();
  });

  it('keeps the previous price of a missing, negative or absurd value and logs it', async () => {
    await refreshReferencePrices(
      deps,
      fileOf([quote(redline, 1500), quote('Gone', 900), quote('Knife', 90_000)]),
    );
    warnings.length = 0;
    clock = new Date('2026-11-27T12:00:00Z');
    const outcome = await refreshReferencePrices(
      deps,
      fileOf([
        quote(redline, 1_500_000_000),
        quote('Gone', Number.NaN),
        quote('Knife', -5),
        quote('New', 250),
      ]),
    );
    expect(outcome).toEqual({ stored: 1, kept: 3, problem: null });
    const status = await statusOf();
    expect(status.sources.find((s) => s.source === 'skinport')).toMatchObject({
      item_count: 4,
      problem: null,
    });
    const book = await loadPriceBook(db, 'skinport');
    expect(book.coinsOf(redline)).toBe(22.73);
    expect(book.coinsOf('Gone')).toBe(13.64);
    expect(book.coinsOf('Knife')).toBe(1363.64);
    expect(book.coinsOf('New')).toBe(3.79);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields).toMatchObject({ source: 'skinport', count: 3 });
  });

  it('keeps every last good price when the source fails, and says so beside the source', async () => {
    clock = new Date('2026-11-27T15:00:00Z');
    const outcome = await refreshReferencePrices(deps, failing('The source is rate limiting us (429).'));
    expect(outcome.problem).toBe('The source is rate limiting us (429).');
    const skinport = (await statusOf()).sources.find((s) => s.source === 'skinport');
    expect(skinport).toMatchObject({
      item_count: 4,
      refreshed_at: '2026-11-27T12:00:00.000Z',
      checked_at: '2026-11-27T15:00:00.000Z',
      problem: 'The source is rate limiting us (429).',
    });
    expect((await loadPriceBook(db, 'skinport')).coinsOf(redline)).toBe(22.73);
  });

  it('lets only an admin read the status and choose the source', async () => {
    const trader = await userWithRole(ctx.app, db, 'user');
    expect(
      (await callAs(ctx.app, trader.token, 'GET', '/api/admin/system/reference-prices')).statusCode,
    ).toBe(403);
    const admin = await userWithRole(ctx.app, db, 'admin');
    const bad = await callAs(ctx.app, admin.token, 'POST', '/api/admin/system/reference-prices', {
      source: 'ebay',
    });
    expect(bad.statusCode).toBe(422);
    const chosen = await callAs(ctx.app, admin.token, 'POST', '/api/admin/system/reference-prices', {
      source: 'skinport',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ message: 'Reference prices now come from skinport' });
    expect(chosen.json().status.source).toBe('skinport');
    expect((await loadReferenceBook(db)).coinsOf(redline)).toBe(22.73);
  });

  it("keeps a worker's book in memory and reloads it only when the chosen source was refreshed", async () => {
    const live = createLiveReferenceBook(db, 60_000);
    expect(live.referenceOf(redline)).toBeUndefined();
    expect(await live.refresh(0)).toBe(true);
    expect(live.referenceOf(redline)).toBe(22.73);
    clock = new Date('2026-11-27T18:00:00Z');
    await refreshReferencePrices(deps, fileOf([quote(redline, 1600)]));
    // Not due yet: the old book answers; due, and the refresh moved: reloaded.
    expect(await live.refresh(30_000)).toBe(false);
    expect(live.referenceOf(redline)).toBe(22.73);
    expect(await live.refresh(60_000)).toBe(true);
    expect(live.referenceOf(redline)).toBe(24.24);
    expect(await live.refresh(120_000)).toBe(false);
  });
});

async function statusOf() {
  const admin = await userWithRole(ctx.app, db, 'admin');
  const res = await callAs(ctx.app, admin.token, 'GET', '/api/admin/system/reference-prices');
  expect(res.statusCode).toBe(200);
  return res.json() as {
    source: string;
    sources: { source: string; item_count: number; problem: string | null }[];
  };
}

describe('keyed sources', () => {
  // A loopback Pricempire answering its real shape; the first file, then one with a 1,000,000x jump.
  let redlineCents = 1520;
  const pricempire = createServer((request, response) => {
    if (request.headers.authorization !== `Bearer ${PRICEMPIRE_KEY}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `bad key ${String(request.headers.authorization)}` }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify([
        {
          market_hash_name: redline,
          liquidity: 97,
          count: 5120,
          prices: [
            { provider_key: 'buff163', price: redlineCents, count: 1391, updated_at: clock.toISOString() },
          ],
        },
      ]),
    );
  });
  afterAll(() => new Promise<void>((resolve) => pricempire.close(() => resolve())));

  it('offers a keyed source only when its key is configured, and says which key is missing', async () => {
    const status = await statusOf();
    expect(status.sources.find((s) => s.source === 'pricempire')).toMatchObject({
      available: true,
      unavailable_reason: null,
    });
    expect(status.sources.find((s) => s.source === 'csfloat')).toMatchObject({
      available: false,
      unavailable_reason: "Needs an API key: set CSFLOAT_API_KEY in the server's configuration.",
    });
    const admin = await userWithRole(ctx.app, db, 'admin');
    const refused = await callAs(ctx.app, admin.token, 'POST', '/api/admin/system/reference-prices', {
      source: 'csfloat',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      "CSFloat cannot be chosen. Needs an API key: set CSFLOAT_API_KEY in the server's configuration.",
    );
    expect((await statusOf()).source).toBe('skinport');
  });

  it('refreshes the chosen keyed source, keeps a price that jumped 1,000,000x and never logs the key', async () => {
    const admin = await userWithRole(ctx.app, db, 'admin');
    const chosen = await callAs(ctx.app, admin.token, 'POST', '/api/admin/system/reference-prices', {
      source: 'pricempire',
    });
    expect(chosen.statusCode).toBe(200);
    await new Promise<void>((resolve) => pricempire.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(pricempire.address() as AddressInfo).port}/v4/paid/items/prices`;
    const job = { ...deps, keys: { pricempire: PRICEMPIRE_KEY }, urls: { pricempire: url } };
    clock = new Date('2026-11-27T21:00:00Z');
    expect(await refreshChosenSource(job)).toEqual({ stored: 1, kept: 0, problem: null });
    expect((await loadReferenceBook(db)).coinsOf(redline)).toBe(23.03);

    warnings.length = 0;
    redlineCents = 1520 * 1_000_000;
    clock = new Date('2026-11-28T00:00:00Z');
    expect(await refreshChosenSource(job)).toEqual({ stored: 0, kept: 1, problem: null });
    expect((await loadReferenceBook(db)).coinsOf(redline)).toBe(23.03);
    expect(warnings[0]!.fields).toMatchObject({
      source: 'pricempire',
      items: [{ marketHashName: redline, reason: 'a jump from 1520 to 1520000000 cents' }],
    });

    // A refused key keeps the prices, says so beside the source, and shows the key nowhere.
    const wrongKey = { ...job, keys: { pricempire: 'a-wrong-key-also-secret' } };
    expect((await refreshChosenSource(wrongKey)).problem).toBe(
      "The source refused our API key (401); check the key in the server's configuration.",
    );
    const status = await statusOf();
    expect(JSON.stringify([warnings, status])).not.toMatch(/never-logged|also-secret/);
    expect(status.sources.find((s) => s.source === 'pricempire')).toMatchObject({ item_count: 1 });
  });
});
