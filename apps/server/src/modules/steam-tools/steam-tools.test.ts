import {
  createConnectors,
  PlatformUnavailableError,
  ProxyFailedError,
  RateLimitedError,
  UnauthenticatedError,
  type SteamClient,
  type SteamTradeOffer,
} from '@skinpilot/connectors';
import { TRADE_URL_INVALID, TRADE_URL_REQUIRED } from '@skinpilot/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import {
  closedPort,
  startHttpConnectProxy,
  startIpEcho,
  startSocks5Proxy,
} from '../../../test/local-proxies';
import { createTestApp } from '../../../test/test-app';
import { proxyProbe } from '../../integrations/proxy/proxy-probe';
import { addSteam, steamPayload, trader } from '../../../test/trading';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { STEAM_CALLS_PER_WINDOW } from './steam-call-budget';
import { NOT_RUNNING, PRIVATE_INVENTORY } from './steam-errors';
import { steamCalls, tradeOfferCache } from './steam-tools.schema';
import { steamTradeProtection } from './trade-protection.schema';

// The real connectors against the sandbox Steam, as `npm start` runs them, with a thin wrapper for
// a few usernames: `confirm_*` accounts' acceptances wait for a mobile confirmation (as Steam does
// when we give items), `slow_*` accounts' inventories answer Steam's rate limit, `lost_*` accounts'
// offer reads find the session refused, and accounts in `steamDown` cannot reach Steam for offers.
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 11,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
});
afterAll(() => sandbox.close());
const world = sandbox.sandbox.steam!;
const confirmations: string[] = [];
const inventoryReads: Record<string, number> = {};
const acknowledgements: Record<string, number> = {};
const steamDown = new Set<string>();
// The test's own SOCKS5 proxies on loopback stand for real remote proxies: checked through them
// against a local IP echo; `proxiesDown` stopped answering. Every other proxy is the sandbox's.
const ipEcho = await startIpEcho();
const throughLocalProxy = proxyProbe({ ipCheckUrl: ipEcho, timeoutMs: 2000 });
const proxiesDown = new Set<string>();
const connectors = {
  ...sandbox,
  async checkProxy(proxy: string) {
    if (proxiesDown.has(proxy)) throw new ProxyFailedError('The proxy refused the connection.');
    if (!new URL(proxy).hostname.startsWith('127.')) return sandbox.checkProxy(proxy);
    const { ip, latencyMs } = await throughLocalProxy(proxy);
    return { exitIp: ip, latencyMs };
  },
  steam: (...args: Parameters<typeof sandbox.steam>): SteamClient => {
    const client = sandbox.steam(...args);
    const username = args[0].username;
    return {
      ...client,
      async acceptOffer(id: string): Promise<SteamTradeOffer> {
        const accepted = await client.acceptOffer(id);
        return username.startsWith('confirm_') ? { ...accepted, needsConfirmation: true } : accepted;
      },
      async confirmOffer(id: string) {
        confirmations.push(id);
      },
      async acknowledgeTradeProtection() {
        acknowledgements[username] = (acknowledgements[username] ?? 0) + 1;
        return client.acknowledgeTradeProtection();
      },
      async tradeOffers() {
        if (username.startsWith('lost_')) throw new UnauthenticatedError();
        if (steamDown.has(username)) throw new PlatformUnavailableError('Steam trade offers: timeout');
        return client.tradeOffers();
      },
      async inventory() {
        inventoryReads[username] = (inventoryReads[username] ?? 0) + 1;
        if (username.startsWith('slow_')) throw new RateLimitedError(120_000);
        return client.inventory();
      },
    };
  },
};
const { app, database } = await createTestApp(
  { PROXY_IP_CHECK_URL: ipEcho, PROXY_TEST_TIMEOUT_MS: '2000' },
  { connectors },
);
const db = database.db;

let counter = 0;
/** A trader with one Steam account connected through the sandbox (its client running). */
async function steamTrader(prefix = 'steamer', overrides: Record<string, string> = {}) {
  const owner = await trader(app, db, 'premium');
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${counter}`;
  const payload = steamPayload(username, overrides);
  const res = await addSteam(app, owner.token, payload);
  expect(res.statusCode, res.body).toBe(201);
  const base = `/api/trading/accounts/${payload.steam_id}/steam`;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
    callAs(app, owner.token, method, `${base}${path}`, body);
  return { owner, username, steamId: payload.steam_id, base, call };
}

async function callsOf(steamId: string) {
  const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, steamId));
  const [row] = await db
    .select({ n: count() })
    .from(steamCalls)
    .where(and(eq(steamCalls.accountId, account!.id), eq(steamCalls.kind, 'call')));
  return row!.n;
}

const offersOf = async (t: Awaited<ReturnType<typeof steamTrader>>, force = true) => {
  const res = await t.call('GET', `/trade-offers/enhanced?force_refresh=${force}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('ownership', () => {
  it("answers 404 for every Steam call on another user's account", async () => {
    const mine = await steamTrader();
    const stranger = await trader(app, db, 'premium');
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/profile'],
      ['GET', '/loyalty-token'],
      ['GET', '/two-factor-code'],
      ['GET', '/inventory'],
      ['GET', '/trade-offers'],
      ['GET', '/trade-offers/enhanced'],
      ['POST', '/trade-offers/123/accept'],
      ['POST', '/trade-offers/123/decline'],
      ['POST', '/trade-offers/123/cancel'],
      ['POST', '/trade-offers/send-gift', { asset_id: '1', trade_url: 'x' }],
      ['PUT', '/proxy', { new_proxy: 'socks5://a:b@10.1.1.1:1080' }],
      ['POST', '/proxy/validate', { force: true }],
      ['POST', '/start'],
      ['POST', '/stop'],
    ];
    for (const [method, path, body] of calls) {
      const res = await callAs(app, stranger.token, method, `${mine.base}${path}`, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().detail).toBe("Account not found or you don't have permission to access it.");
    }
    // The stranger's attempts changed nothing: the owner's client still runs.
    expect((await mine.call('GET', '/inventory')).statusCode).toBe(200);
  });
});

describe('the Steam client', () => {
  it('stops, answers "not running" on every tool, and starts again', async () => {
    const t = await steamTrader();
    const stopped = await t.call('POST', '/stop');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().account.steam_account.session_valid).toBe(false);
    for (const path of [
      '/inventory',
      '/trade-offers/enhanced',
      '/profile',
      '/loyalty-token',
      '/two-factor-code',
    ]) {
      const res = await t.call('GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().detail).toBe(NOT_RUNNING);
      expect(res.json().detail).toContain('not running');
    }
    const started = await t.call('POST', '/start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      message: 'Steam client started successfully',
      account: { steam_account: { session_valid: true } },
    });
    expect((await t.call('GET', '/inventory')).statusCode).toBe(200);
  });

  it('generates Guard codes, the loyalty token and the profile URLs', async () => {
    const t = await steamTrader();
    const code = await t.call('GET', '/two-factor-code');
    expect(code.statusCode).toBe(200);
    expect(code.json().two_factor_code).toMatch(/^[23456789BCDFGHJKMNPQRTVWXY]{5}$/);
    const token = await t.call('GET', '/loyalty-token');
    expect(token.statusCode).toBe(200);
    expect(token.json().loyalty_token.split('.')).toHaveLength(3);
    const profile = await t.call('GET', '/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      urls_changed: false,
      profile_data: {
        profile_url: expect.stringMatching(/^https:\/\/steamcommunity\.com\/profiles\/\d+$/),
        trade_url: expect.stringMatching(
          /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=/,
        ),
      },
    });
  });

  it('keeps the Steam tools of a community-banned account disabled', async () => {
    const t = await steamTrader('banned');
    const res = await t.call('GET', '/loyalty-token');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Disabled - Account is community banned');
  });
});

describe('the Steam inventory', () => {
  it('answers items, counts and the time it was read', async () => {
    const t = await steamTrader();
    const res = await t.call('GET', '/inventory');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.inventory.length).toBe(body.stats.total);
    expect(body.stats.tradable).toBe(body.inventory.filter((i: { tradable: boolean }) => i.tradable).length);
    expect(body.inventory[0]).toMatchObject({
      asset_id: expect.stringMatching(/^\d+$/),
      exterior_internal: expect.stringMatching(/^WearCategory[0-4]$/),
    });
    const accounts = (await callAs(app, t.owner.token, 'GET', '/api/trading/accounts')).json();
    expect(accounts[0].steam_account.inventory_updated_at).toBe(body.updated_at);
  });

  it('answers 403 for a private inventory', async () => {
    const t = await steamTrader('private');
    const res = await t.call('GET', '/inventory');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(PRIVATE_INVENTORY);
  });
});

describe('trade offers', () => {
  it('shows an incoming offer, accepts it once, and lists it as accepted', async () => {
    const t = await steamTrader();
    const incoming = world.receiveOffer(t.username, 'swap');
    const before = await offersOf(t);
    const offer = before.received_offers.find(
      (o: { trade_offer_id: string }) => o.trade_offer_id === incoming.id,
    );
    expect(offer).toMatchObject({ trade_offer_state: 2, status_text: 'Active', is_our_offer: false });
    expect(offer.partner_steam64).toBe(incoming.partnerSteamId);
    expect(BigInt(offer.partner_steam64) - BigInt(offer.partner_id)).toBe(76561197960265728n);

    const cancel = await t.call('POST', `/trade-offers/${incoming.id}/cancel`);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().detail).toBe('Only sent trade offers can be cancelled.');

    const accepted = await t.call('POST', `/trade-offers/${incoming.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Trade offer accepted',
      offer: { trade_offer_state: 3 },
    });

    const again = await t.call('POST', `/trade-offers/${incoming.id}/accept`);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This trade offer is no longer active.');
    const after = await offersOf(t, false);
    expect(
      after.received_offers.find((o: { trade_offer_id: string }) => o.trade_offer_id === incoming.id),
    ).toMatchObject({ trade_offer_state: 3 });
  });

  it('declines a received offer', async () => {
    const t = await steamTrader();
    const incoming = world.receiveOffer(t.username, 'gift');
    await offersOf(t);
    const res = await t.call('POST', `/trade-offers/${incoming.id}/decline`);
    expect(res.statusCode).toBe(200);
    expect(res.json().offer.trade_offer_state).toBe(7);
  });

  it('answers 404 for an offer of another account and for an unknown id', async () => {
    const mine = await steamTrader();
    const other = await steamTrader();
    const theirs = world.receiveOffer(other.username, 'gift');
    await offersOf(mine);
    for (const id of [theirs.id, '123456']) {
      const res = await mine.call('POST', `/trade-offers/${id}/accept`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Trade offer not found.');
    }
    expect(world.account(other.username).offers.find((o) => o.id === theirs.id)!.state).toBe(2);
  });

  it('confirms an acceptance with the identity secret when Steam asks for it', async () => {
    const t = await steamTrader('confirm');
    const incoming = world.receiveOffer(t.username, 'swap');
    await offersOf(t);
    const res = await t.call('POST', `/trade-offers/${incoming.id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(confirmations).toContain(incoming.id);
  });

  it('answers ten tabs from one Steam read while the cache is fresh', async () => {
    const t = await steamTrader();
    await offersOf(t);
    const spent = await callsOf(t.steamId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('GET', '/trade-offers/enhanced?force_refresh=false')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json().cache_info).toMatchObject({ from_cache: true, last_error: null });
    expect(answers[0]!.json().cache_info.age_seconds).toBeLessThanOrEqual(30);
    // Ten forced refreshes at once still read Steam at most once.
    await Promise.all(
      Array.from({ length: 10 }, () => t.call('GET', '/trade-offers/enhanced?force_refresh=true')),
    );
    expect(await callsOf(t.steamId)).toBeLessThanOrEqual(spent + 1);
  });
});

describe('trade offers when Steam fails', () => {
  it('keeps answering the last read with last_error when Steam cannot be reached', async () => {
    const t = await steamTrader();
    const incoming = world.receiveOffer(t.username, 'gift');
    await offersOf(t);
    steamDown.add(t.username);
    // The cache is a minute old: past Fresh and Stale, so Steam is asked again.
    const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, t.steamId));
    await db
      .update(tradeOfferCache)
      .set({ fetchedAt: new Date(Date.now() - 61_000) })
      .where(eq(tradeOfferCache.accountId, account!.id));
    const body = await offersOf(t, false);
    expect(body.cache_info).toMatchObject({
      from_cache: true,
      last_error: 'Steam trade offers: timeout',
      age_seconds: expect.any(Number),
    });
    expect(body.cache_info.age_seconds).toBeGreaterThan(60);
    expect(body.received_offers.map((o: { trade_offer_id: string }) => o.trade_offer_id)).toContain(
      incoming.id,
    );
    steamDown.delete(t.username);
    const plain = await t.call('GET', '/trade-offers');
    expect(plain.statusCode).toBe(200);
    expect(Object.keys(plain.json()).sort()).toEqual(['received_offers', 'sent_offers']);
  });

  it('stops the client when Steam refuses the session mid-call', async () => {
    const t = await steamTrader('lost');
    const res = await t.call('GET', '/trade-offers/enhanced?force_refresh=true');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(NOT_RUNNING);
    const accounts = (await callAs(app, t.owner.token, 'GET', '/api/trading/accounts')).json();
    expect(accounts[0].steam_account.session_valid).toBe(false);
  });
});

describe('sandbox offers on demand', () => {
  it("sends the caller's own account an offer, and nobody else's", async () => {
    const t = await steamTrader();
    const stranger = await trader(app, db, 'premium');
    const url = `/api/trading/sandbox/steam/${t.steamId}/incoming-offer`;
    expect((await callAs(app, stranger.token, 'POST', url, {})).statusCode).toBe(404);
    const res = await callAs(app, t.owner.token, 'POST', url, { kind: 'gift' });
    expect(res.statusCode).toBe(200);
    const lists = await offersOf(t);
    expect(lists.received_offers[0]).toMatchObject({
      trade_offer_id: res.json().trade_offer_id,
      is_gift: true,
    });
  });
});

describe('gifts', () => {
  const validUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=Ab_c-9';

  it('refuses a missing or malformed trade URL, a long message and an item not in the inventory', async () => {
    const t = await steamTrader();
    const inventory = (await t.call('GET', '/inventory')).json().inventory;
    const tradable = inventory.find((i: { tradable: boolean }) => i.tradable);
    const onHold = inventory.find((i: { tradable: boolean }) => !i.tradable);
    const cases: [object, number, string][] = [
      [{ asset_id: tradable.asset_id, trade_url: ' ' }, 422, TRADE_URL_REQUIRED],
      [
        {
          asset_id: tradable.asset_id,
          trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=abc&token=x',
        },
        422,
        TRADE_URL_INVALID,
      ],
      [{ asset_id: tradable.asset_id, trade_url: `${validUrl}&x=<script>` }, 422, TRADE_URL_INVALID],
      [
        { asset_id: tradable.asset_id, trade_url: validUrl, message: 'x'.repeat(129) },
        422,
        'The message can be at most 128 characters.',
      ],
      [{ asset_id: '999999999999', trade_url: validUrl }, 400, 'This item is not in the Steam inventory.'],
    ];
    if (onHold)
      cases.push([
        { asset_id: onHold.asset_id, trade_url: validUrl },
        400,
        'This item cannot be traded yet.',
      ]);
    for (const [body, status, detail] of cases) {
      const res = await t.call('POST', '/trade-offers/send-gift', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().detail).toBe(detail);
    }
    expect(world.account(t.username).offers.filter((o) => o.isOurOffer)).toEqual([]);
  });

  it('sends exactly the chosen item, lists it in Sent, and cancels it', async () => {
    const t = await steamTrader();
    const inventory = (await t.call('GET', '/inventory')).json().inventory;
    const item = inventory.find((i: { tradable: boolean }) => i.tradable);
    const sent = await t.call('POST', '/trade-offers/send-gift', {
      asset_id: item.asset_id,
      trade_url: validUrl,
      message: 'enjoy',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const body = sent.json();
    expect(body.offer).toMatchObject({
      is_gift: true,
      trade_offer_state: 2,
      message: 'enjoy',
      items_to_receive: [],
    });
    expect(body.offer.items_to_give.map((i: { asset_id: string }) => i.asset_id)).toEqual([item.asset_id]);
    const lists = await offersOf(t, false);
    expect(lists.sent_offers[0].trade_offer_id).toBe(body.trade_offer_id);

    const accept = await t.call('POST', `/trade-offers/${body.trade_offer_id}/accept`);
    expect(accept.json().detail).toBe('Only received trade offers can be accepted or declined.');
    const cancel = await t.call('POST', `/trade-offers/${body.trade_offer_id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().offer.trade_offer_state).toBe(6);
  });
});

describe('trade protection (July 2025)', () => {
  const validUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=Ab_c-9';

  it('acknowledges once before the first send, records it, and again only when Steam asks again', async () => {
    const t = await steamTrader();
    const tradable = (await t.call('GET', '/inventory'))
      .json()
      .inventory.filter((i: { tradable: boolean }) => i.tradable);
    const send = (index: number) =>
      t.call('POST', '/trade-offers/send-gift', { asset_id: tradable[index].asset_id, trade_url: validUrl });
    expect(world.account(t.username).tradeProtectionAcknowledged).toBe(false);

    expect((await send(0)).statusCode).toBe(200);
    expect(acknowledgements[t.username]).toBe(1);
    const [row] = await db
      .select({ acknowledgedAt: steamTradeProtection.acknowledgedAt })
      .from(steamTradeProtection)
      .innerJoin(tradingAccounts, eq(tradingAccounts.id, steamTradeProtection.accountId))
      .where(eq(tradingAccounts.steamId, t.steamId));
    expect(row?.acknowledgedAt).toBeInstanceOf(Date);
    expect((await send(1)).statusCode).toBe(200);
    expect(acknowledgements[t.username]).toBe(1);

    // Steam asks again: the send is refused, acknowledged again, and goes through.
    world.askTradeProtectionAgain(t.username);
    const again = await send(2);
    expect(again.statusCode, again.body).toBe(200);
    expect(acknowledgements[t.username]).toBe(2);
    expect(world.account(t.username).offers.filter((o) => o.isOurOffer)).toHaveLength(3);
  });
});

describe("Steam's rate limit and our budget", () => {
  it('backs off after Steam says slow down, and says when to retry', async () => {
    const t = await steamTrader('slow');
    const first = await t.call('GET', '/inventory');
    expect(first.statusCode).toBe(429);
    expect(first.json().detail).toBe('Steam is rate limiting this account. Try again in 2 minutes.');
    expect(first.headers['retry-after']).toBe('120');
    const second = await t.call('GET', '/inventory');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(100);
    expect(inventoryReads[t.username]).toBe(1);
  });

  it('answers 429 once the per-account budget is spent', async () => {
    const t = await steamTrader();
    const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, t.steamId));
    await db.insert(steamCalls).values(
      Array.from({ length: STEAM_CALLS_PER_WINDOW }, () => ({
        accountId: account!.id,
        calledAt: new Date(),
      })),
    );
    const res = await t.call('GET', '/inventory');
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(
      /^Too many Steam requests for this account\. Try again in \d+ minutes\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('proxy truth after log-on', () => {
  it("stops an account whose log-on reached Steam from another address than the proxy's, with 'Proxy not applied'", async () => {
    // The sandbox's port 2: the proxy answers its exit IP, but Steam sees the host's address.
    const t = await steamTrader('unapplied', { proxy: 'socks5://pu:pp@10.77.0.1:2' });
    const res = await t.call('GET', '/inventory');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(
      /^Proxy not applied: Steam saw the log-in come from 192\.0\.2\.10, not from the proxy's exit address 10\.77\.0\.1\./,
    );
    const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, t.steamId));
    expect(account).toMatchObject({
      proxyStatus: 'not_applied',
      proxyCurrentIp: '192.0.2.10',
      steamSessionValid: false,
    });
    expect((await t.call('GET', '/inventory')).json().detail).toBe(NOT_RUNNING);
  });

  it('lets an account through whose log-on came from the proxy', async () => {
    const t = await steamTrader('applied', { proxy: 'socks5://pu:pp@10.77.0.2:1080' });
    expect((await t.call('GET', '/inventory')).statusCode).toBe(200);
  });
});

describe('the proxy', () => {
  it('tests a new proxy through itself before storing it', async () => {
    const t = await steamTrader();
    // Stopped: the sandbox Steam a running client moves to sees the sandbox's exit address, not ours.
    expect((await t.call('POST', '/stop')).statusCode).toBe(200);
    const proxy = await startSocks5Proxy({ user: 'u1', pass: 'p1' });
    const res = await t.call('PUT', '/proxy', { new_proxy: proxy.url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Proxy updated successfully',
      account: { steam_data: { proxy_status: 'valid', proxy_current_ip: '127.0.0.1' } },
    });
    expect(res.json().account.steam_data.proxy).not.toContain('p1');
    expect(proxy.stats.relayed).toBeGreaterThan(0);

    const relayed = proxy.stats.relayed;
    const valid = await t.call('POST', '/proxy/validate', { force: true });
    expect(valid.json()).toMatchObject({ is_valid: true, current_ip: '127.0.0.1', error_message: null });
    expect(proxy.stats.relayed).toBe(relayed + 1);
  });

  it('refuses a proxy that is not SOCKS5, does not answer, or belongs to another account', async () => {
    const t = await steamTrader();
    const other = await steamTrader();
    const otherProxy = await startSocks5Proxy({ user: 'u2', pass: 'p2' });
    expect((await other.call('PUT', '/proxy', { new_proxy: otherProxy.url })).statusCode).toBe(200);

    const http = await startHttpConnectProxy({ user: 'h', pass: 'h' });
    const notSocks = await t.call('PUT', '/proxy', { new_proxy: http.url });
    expect(notSocks.statusCode).toBe(422);
    expect(notSocks.json().detail).toContain('SOCKS5');

    const speaksHttp = await t.call('PUT', '/proxy', { new_proxy: `socks5://h:h@127.0.0.1:${http.port}` });
    expect(speaksHttp.statusCode).toBe(400);
    expect(speaksHttp.json().detail).toMatch(/^The proxy did not work: /);

    const dead = await t.call('PUT', '/proxy', { new_proxy: `socks5://u:p@127.0.0.1:${await closedPort()}` });
    expect(dead.statusCode).toBe(400);
    expect(dead.json().detail).toBe('The proxy did not work: The proxy refused the connection.');

    const taken = await t.call('PUT', '/proxy', { new_proxy: otherProxy.url });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(
      'This proxy is already used by another Steam account. Each Steam account needs its own proxy.',
    );
  });

  it('updates and revalidates a proxy with the check that accepted it on adding', async () => {
    // steamPayload's proxies point at 10.0.x.x: the sandbox's proxy check accepts them on adding,
    // and no live probe could reach them. Update and revalidation use the same sandbox check.
    const t = await steamTrader();
    const added = await t.call('POST', '/proxy/validate', { force: true });
    expect(added.json()).toMatchObject({ is_valid: true, error_message: null });
    expect(added.json().account.steam_data.proxy_status).toBe('valid');

    const updated = await t.call('PUT', '/proxy', { new_proxy: 'socks5://nu:np@10.0.77.3:1080' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().account.steam_data).toMatchObject({
      proxy_status: 'valid',
      proxy_current_ip: '10.0.77.3',
    });
    const again = await t.call('POST', '/proxy/validate', { force: true });
    expect(again.json()).toMatchObject({ is_valid: true, current_ip: '10.0.77.3', error_message: null });
  });

  it('records a stored proxy that stopped answering as invalid', async () => {
    const t = await steamTrader();
    const proxy = await startSocks5Proxy({ user: 'u3', pass: 'p3' });
    expect((await t.call('PUT', '/proxy', { new_proxy: proxy.url })).statusCode).toBe(200);
    proxiesDown.add(proxy.url);
    const res = await t.call('POST', '/proxy/validate', { force: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_valid: false,
      current_ip: null,
      error_message: 'The proxy refused the connection.',
      account: { steam_data: { proxy_status: 'invalid', proxy_current_ip: null } },
    });
  });
});

describe('sandbox routes in production', () => {
  it('are never served, even when production runs on the sandboxes on purpose', async () => {
    const production = await createTestApp(
      { NODE_ENV: 'production', SANDBOX: 'true', CAPTCHA_PROVIDER: 'disabled' },
      { connectors: sandbox },
    );
    const owner = await trader(production.app, production.database.db, 'premium');
    const res = await callAs(
      production.app,
      owner.token,
      'POST',
      '/api/trading/sandbox/steam/76561198000000001/incoming-offer',
      {},
    );
    expect(res.statusCode).toBe(404);
    expect(production.app.routeTable.some((route) => route.url.includes('/sandbox/'))).toBe(false);
  });
});
