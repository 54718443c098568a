import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csfloatFeed } from './csfloat-feed';
import { csgotraderBuffFeed } from './csgotrader-buff-feed';
import { cspricebaseFeed } from './cspricebase-feed';
import { PriceFeedFailed, type PriceFeed } from './price-feed';
import { priceFeedFor, unavailableReason } from './price-feeds';
import { pricempireFeed } from './pricempire-feed';
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
  { market_hash_name: 'AWP | Asiimov (Field-Tested)', currency: 'EUR', min_price: 95.1, quantity: 80 },
];

// The keyed sources' real shapes, trimmed: Pricempire's v4 /paid/items/prices (USD cents per
// provider), CSFloat's /api/v1/listings/price-list (cents) and CSPricebase's price file (cents).
const PRICEMPIRE_KEY = 'pe-key-never-logged-1234';
const CSFLOAT_KEY = 'csf-key-never-logged-5678';
const CSPRICEBASE_KEY = 'csp-key-never-logged-9012';
const fresh = '2026-11-27T11:40:00.000Z';
const pricempireItems = [
  {
    market_hash_name: 'AK-47 | Redline (Field-Tested)',
    liquidity: 97.2,
    count: 5120,
    rank: 12,
    image: 'https://cs2-cdn.pricempire.com/panorama/images/econ/default_generated/weapon_ak47.png',
    prices: [
      { provider_key: 'buff163', price: 1520, count: 1391, updated_at: fresh, meta: null },
      { provider_key: 'buff163_buy', price: 1411, count: 230, updated_at: fresh, meta: null },
    ],
  },
  {
    market_hash_name: '★ Karambit | Doppler (Factory New) - Phase 2',
    liquidity: 71,
    count: 40,
    prices: [{ provider_key: 'buff163', price: 99000, count: 12, updated_at: fresh }],
  },
  {
    market_hash_name: 'Souvenir P250 | Sand Dune (Battle-Scarred)',
    prices: [{ provider_key: 'buff163', price: 3, count: 1, updated_at: '2026-11-10T00:00:00.000Z' }],
  },
  { market_hash_name: 'Sticker | Nobody Sells (Holo)', liquidity: null, count: 0, prices: [] },
];
const csfloatPriceList = [
  { market_hash_name: 'AK-47 | Redline (Field-Tested)', quantity: 214, min_price: 1575 },
  { market_hash_name: '★ Karambit | Doppler (Factory New)', quantity: 9, min_price: 83112 },
  { market_hash_name: 'Sticker | Nobody Sells (Holo)', quantity: 0, min_price: null },
];
const cspricebaseFile = {
  'AK-47 | Redline (Field-Tested)': {
    price_buff: 1520,
    price_uu: 1488,
    price_csfloat: 1575,
    liquidity: 96.4,
    is_inflated: false,
  },
  '★ Karambit | Gamma Doppler (Factory New) - Emerald': {
    price_buff: 1250000,
    price_uu: null,
    price_csfloat: 1310000,
    liquidity: 31.2,
    is_inflated: false,
  },
  'Sticker | Pushed Up (Holo)': { price_buff: 9900, price_uu: 150, liquidity: 2, is_inflated: true },
};

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

/** A keyed fake answers only its key in the header its source reads, as the real APIs do. */
const keyed =
  (header: string, body: unknown): Route =>
  (request, response) => {
    if (request.headers.authorization !== header) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end('{"message":"Unauthorized","statusCode":401}');
      return;
    }
    json(body)(request, response);
  };
const failures = (prefix: string) => {
  routes.set(`${prefix}/html`, routes.get('/html/buff163.json')!);
  routes.set(`${prefix}/429`, routes.get('/429/buff163.json')!);
  routes.set(`${prefix}/garbled`, routes.get('/garbled/buff163.json')!);
  routes.set(`${prefix}/stale`, json([], { 'last-modified': 'Mon, 02 Nov 2026 08:00:00 GMT' }));
};
routes.set('/pricempire/ok', keyed(`Bearer ${PRICEMPIRE_KEY}`, pricempireItems));
routes.set(
  '/pricempire/old',
  keyed(`Bearer ${PRICEMPIRE_KEY}`, [
    {
      market_hash_name: 'AK-47 | Redline (Field-Tested)',
      prices: [{ provider_key: 'buff163', price: 1520, updated_at: '2026-11-20T09:00:00.000Z' }],
    },
  ]),
);
routes.set('/csfloat/ok', keyed(CSFLOAT_KEY, csfloatPriceList));
routes.set('/cspricebase/ok', keyed(`Bearer ${CSPRICEBASE_KEY}`, cspricebaseFile));
failures('/pricempire');
failures('/csfloat');
failures('/cspricebase');

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
      // A price in another currency than the USD we asked for keeps the previous one.
      {
        marketHashName: 'AWP | Asiimov (Field-Tested)',
        phase: null,
        usdCents: 9510,
        liquidity: 80,
        flaw: 'priced in EUR, not USD',
      },
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

const keyedFeeds: [string, (url: string, apiKey?: string) => PriceFeed][] = [
  ['pricempire', (url, apiKey = PRICEMPIRE_KEY) => pricempireFeed({ apiKey, url, now })],
  ['csfloat', (url, apiKey = CSFLOAT_KEY) => csfloatFeed({ apiKey, url, now })],
  ['cspricebase', (url, apiKey = CSPRICEBASE_KEY) => cspricebaseFeed({ apiKey, url, now })],
];

describe('Pricempire v4 prices', () => {
  it('prices at Buff163 in cents with its listings as liquidity, a Doppler phase apart from its name', async () => {
    const quotes = await pricempireFeed({
      apiKey: PRICEMPIRE_KEY,
      url: `${base}/pricempire/ok`,
      now,
    }).fetchQuotes();
    expect(quotes).toEqual([
      { marketHashName: 'AK-47 | Redline (Field-Tested)', phase: null, usdCents: 1520, liquidity: 1391 },
      {
        marketHashName: '★ Karambit | Doppler (Factory New)',
        phase: 'Phase 2',
        usdCents: 99000,
        liquidity: 12,
      },
      // A price Pricempire has not updated for over a week keeps the previous one.
      {
        marketHashName: 'Souvenir P250 | Sand Dune (Battle-Scarred)',
        phase: null,
        usdCents: 3,
        liquidity: 1,
        flaw: 'not updated since 2026-11-10T00:00:00.000Z',
      },
      { marketHashName: 'Sticker | Nobody Sells (Holo)', phase: null, usdCents: Number.NaN, liquidity: null },
    ]);
  });

  it('fails as stale when even its newest price is two days old', async () => {
    const failure = await pricempireFeed({ apiKey: PRICEMPIRE_KEY, url: `${base}/pricempire/old`, now })
      .fetchQuotes()
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe(
      "The source's file is stale (newest price 2026-11-20T09:00:00.000Z).",
    );
  });
});

describe('CSFloat price list', () => {
  it('sends the key as CSFloat asks and prices at the lowest listing in cents, quantity as liquidity', async () => {
    const quotes = await csfloatFeed({ apiKey: CSFLOAT_KEY, url: `${base}/csfloat/ok`, now }).fetchQuotes();
    expect(quotes).toEqual([
      { marketHashName: 'AK-47 | Redline (Field-Tested)', phase: null, usdCents: 1575, liquidity: 214 },
      { marketHashName: '★ Karambit | Doppler (Factory New)', phase: null, usdCents: 83112, liquidity: 9 },
      { marketHashName: 'Sticker | Nobody Sells (Holo)', phase: null, usdCents: Number.NaN, liquidity: 0 },
    ]);
  });
});

describe('CSPricebase file', () => {
  it('prices at Buff163 in cents, splits a gem from its name, and flags an inflated price', async () => {
    const quotes = await cspricebaseFeed({
      apiKey: CSPRICEBASE_KEY,
      url: `${base}/cspricebase/ok`,
      now,
    }).fetchQuotes();
    expect(quotes).toEqual([
      { marketHashName: 'AK-47 | Redline (Field-Tested)', phase: null, usdCents: 1520, liquidity: 96 },
      {
        marketHashName: '★ Karambit | Gamma Doppler (Factory New)',
        phase: 'Emerald',
        usdCents: 1250000,
        liquidity: 31,
      },
      {
        marketHashName: 'Sticker | Pushed Up (Holo)',
        phase: null,
        usdCents: 9900,
        liquidity: 2,
        flaw: 'marked inflated by the source',
      },
    ]);
  });
});

describe.each(keyedFeeds)('%s failures', (source, feedAt) => {
  const failureOf = (path: string, apiKey?: string) =>
    feedAt(`${base}/${source}/${path}`, apiKey)
      .fetchQuotes()
      .catch((error: unknown) => error);

  it.each([
    ['html', 'The source answered an HTML page instead of its price file.'],
    ['429', 'The source is rate limiting us (429).'],
    ['garbled', 'The source answered something that is not JSON.'],
    ['stale', "The source's file is stale (last changed 2026-11-02T08:00:00.000Z)."],
  ])('answering %s fails with a reason the admin reads', async (kind, reason) => {
    const failure = await failureOf(kind);
    expect(failure).toBeInstanceOf(PriceFeedFailed);
    expect((failure as Error).message).toBe(reason);
  });

  it('a refused key says so without showing the key', async () => {
    const failure = await failureOf('ok', 'a-wrong-key-0000');
    expect((failure as Error).message).toBe(
      "The source refused our API key (401); check the key in the server's configuration.",
    );
    expect(JSON.stringify([failure, (failure as Error).message])).not.toMatch(/key-never-logged|wrong-key/);
  });
});

describe('keyed sources are off by default', () => {
  it('cannot be chosen without a key, and a chosen one whose key went away fails with the reason', async () => {
    expect(unavailableReason('pricempire', {})).toBe(
      "Needs an API key: set PRICEMPIRE_API_KEY in the server's configuration.",
    );
    expect(unavailableReason('csfloat', { csfloat: CSFLOAT_KEY })).toBeNull();
    expect(unavailableReason('skinport', {})).toBeNull();
    const failure = await priceFeedFor('cspricebase', { now })
      .fetchQuotes()
      .catch((e: unknown) => e);
    expect((failure as Error).message).toBe(
      "Needs an API key: set CSPRICEBASE_API_KEY in the server's configuration.",
    );
  });
});
