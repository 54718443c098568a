import { describe, expect, it } from 'vitest';
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

const ctx = await createTestApp();
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
