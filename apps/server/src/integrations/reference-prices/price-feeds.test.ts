import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csgotraderBuffFeed } from './csgotrader-buff-feed';
import { PriceFeedFailed } from './price-feed';
import { sandboxFeed } from './sandbox-feed';
import { skinportFeed } from './skinport-feed';

const NOW = new Date('2026-11-27T12:00:00Z');
const now = () => NOW;

// The real shapes, trimmed: csgotrader's buff163.json and Skinport's /v1/items.
const buffFile = {
  'AK-47 | Redline (Field-Tested)': {
    starting_at: { price: 15.2, doppler: null },
    highest_order: { price: 14.1, doppler: null },
  },
  '★ Karambit | Doppler (Factory New)': {
    starting_at: { price: 820.5, doppler: { 'Phase 2': 990, Ruby: 4100.25 } },
    highest_order: { price: 780, doppler: { 'Phase 2': 950 } },
  },
  'Sticker | Nobody Sells (Holo)': { starting_at: { price: null }, highest_order: { price: null } },
};
const skinportItems = [
  {
    market_hash_name: 'AK-47 | Redline (Field-Tested)',
    currency: 'USD',
    suggested_price: 16.04,
    item_page: 'https://skinport.com/item/ak-47-redline-field-tested',
    market_page: 'https://skinport.com/market?item=Redline&cat=Rifle',
    min_price: 14.86,
    max_price: 40.1,
    mean_price: 17.2,
    median_price: 16.5,
    quantity: 412,
    created_at: 1535988245,
    updated_at: 1764244800,
  },
  {
    market_hash_name: 'P250 | Sand Dune (Battle-Scarred)',
    suggested_price: 0.05,
    min_price: null,
    quantity: 0,
  },
];

type Route = (request: IncomingMessage, response: ServerResponse) => void;
const routes = new Map<string, Route>();
const json =
  (body: unknown, headers: Record<string, string> = {}): Route =>
  (_, response) => {
    response.writeHead(200, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
routes.set(
  '/buff163.json',
  json(buffFile, { 'last-modified': new Date(NOW.getTime() - 3_600_000).toUTCString() }),
);
routes.set('/stale/buff163.json', json(buffFile, { 'last-modified': 'Mon, 02 Nov 2026 08:00:00 GMT' }));
routes.set('/html/buff163.json', (_, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!DOCTYPE html><html><body>Just a moment...</body></html>');
});
routes.set('/429/buff163.json', (_, response) => {
  response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '60' });
  response.end('{"errors":[{"id":"RATE_LIMIT_EXCEEDED"}]}');
});
routes.set('/garbled/buff163.json', (_, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"AK-47 | Redline (Field-Tested)": {"starting_at"');
});
// Skinport refuses a client that does not accept Brotli, as the real API does.
routes.set('/v1/items', (request, response) => {
  if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    response.writeHead(406, { 'content-type': 'application/json' });
    response.end('{"errors":[{"id":"BROTLI_REQUIRED"}]}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' });
  response.end(brotliCompressSync(JSON.stringify(skinportItems)));
});

const server = createServer((request, response) => {
  const route = routes.get(new URL(request.url ?? '/', 'http://x').pathname);
  if (route) route(request, response);
  else {
    response.writeHead(404);
    response.end();
  }
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('csgotrader Buff163 file', () => {
  it('prices each item at its lowest listing in cents, each Doppler phase apart', async () => {
    const quotes = await csgotraderBuffFeed({ url: `${base}/buff163.json`, now }).fetchQuotes();
    expect(quotes).toContainEqual({
      marketHashName: 'AK-47 | Redline (Field-Tested)',
      phase: null,
      usdCents: 1520,
      liquidity: null,
    });
    expect(quotes).toContainEqual(
      expect.objectContaining({
        marketHashName: '★ Karambit | Doppler (Factory New)',
        phase: 'Ruby',
        usdCents: 410025,
      }),
    );
    expect(quotes).toContainEqual(
      expect.objectContaining({
        marketHashName: '★ Karambit | Doppler (Factory New)',
        phase: 'Phase 2',
        usdCents: 99000,
      }),
    );
    // No price in the file is no price, never 0: the refresh screens it out.
    const unpriced = quotes.find((q) => q.marketHashName === 'Sticker | Nobody Sells (Holo)');
    expect(unpriced?.usdCents).toBeNaN();
  });

  it.each([
    ['html', 'The source answered an HTML page instead of its price file.'],
    ['429', 'The source is rate limiting us (429).'],
    ['garbled', 'The source answered something that is not JSON.'],
    ['stale', "The source's file is stale (last changed 2026-11-02T08:00:00.000Z)."],
    ['missing', 'The source answered 404.'],
  ])('fails with a reason the admin reads when the source answers %s', async (kind, reason) => {
    const feed = csgotraderBuffFeed({ url: `${base}/${kind}/buff163.json`, now });
    const failure = await feed.fetchQuotes().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PriceFeedFailed);
    expect((failure as Error).message).toBe(reason);
  });
});

describe('Skinport items', () => {
  it('asks for Brotli and prices at the lowest listing, or the suggested price, with quantity as liquidity', async () => {
    const quotes = await skinportFeed({ url: `${base}/v1/items`, now }).fetchQuotes();
    expect(quotes).toEqual([
      { marketHashName: 'AK-47 | Redline (Field-Tested)', phase: null, usdCents: 1486, liquidity: 412 },
      { marketHashName: 'P250 | Sand Dune (Battle-Scarred)', phase: null, usdCents: 5, liquidity: 0 },
    ]);
  });
});

describe('sandbox source', () => {
  it('prices every catalogue item offline, consistent with the sandbox market', async () => {
    const quotes = await sandboxFeed().fetchQuotes();
    const names = new Set(quotes.map((q) => q.marketHashName));
    expect(names.size).toBe(quotes.length);
    expect(names.has('★ Butterfly Knife | Fade (Factory New)')).toBe(true);
    expect(names.has('StatTrak™ AK-47 | Redline (Field-Tested)')).toBe(true);
    // The Field-Tested Redline is 24.50 coins in the catalogue: 24.50 x 0.66 = $16.17.
    expect(quotes.find((q) => q.marketHashName === 'AK-47 | Redline (Field-Tested)')?.usdCents).toBe(1617);
    expect(quotes.every((q) => Number.isInteger(q.usdCents) && q.usdCents > 0)).toBe(true);
  });
});
