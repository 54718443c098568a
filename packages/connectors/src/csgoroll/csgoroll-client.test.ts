// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxCsgoroll, type SandboxCsgorollServer } from '../sandbox/csgoroll-server';
import { relayNumber } from '../sandbox/relay-id';
import { mintSandboxCaptchaToken } from '../sandbox/sandbox-captcha';
import { waitFor } from '../test-support/wait-for';
import type { CaptchaTokens } from '../types/captcha';
import type {
  CsgorollClient,
  CsgorollCredentials,
  CsgorollTrade,
  CsgorollWallet,
  FeedConnectionState,
} from '../types/csgoroll';
import {
  AlreadyListedError,
  CaptchaRequiredError,
  DailyWithdrawalLimitError,
  InvalidCredentialsError,
  InvalidRequestError,
  NoLongerAvailableError,
  NotCancellableError,
  NotJoinableError,
  PlatformUnavailableError,
  UnauthenticatedError,
} from '../types/errors';
import { createCsgorollClient, type CsgorollClientOptions } from './csgoroll-client';
import { resolveEndpoints } from './endpoints';

let server: SandboxCsgorollServer;
const clients: CsgorollClient[] = [];

beforeAll(async () => {
  server = await startSandboxCsgoroll({
    seed: 7,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 30,
    canJoinAfterMs: null,
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

/** Sandbox-solver tokens, as the pool hands them out; counts the fresh solves. */
function sandboxTokens() {
  const tokens = { fresh: 0 };
  const source: CaptchaTokens = {
    take: () => mintSandboxCaptchaToken('joinTrades'),
    fresh: async () => ((tokens.fresh += 1), mintSandboxCaptchaToken('joinTrades')),
    close: () => undefined,
  };
  return Object.assign(source, { counts: tokens });
}

function client(credentials: CsgorollCredentials, options: CsgorollClientOptions = {}) {
  const endpoints = resolveEndpoints({
    graphqlUrl: server.graphqlUrl,
    wsUrl: server.wsUrl,
    authUrl: server.authUrl,
  });
  const made = createCsgorollClient(endpoints, credentials, {
    keepAliveMs: 1000,
    captcha: sandboxTokens(),
    ...options,
  });
  clients.push(made);
  return made;
}

/** A signed-in account with coins to spend, as a trader's funded account would be. */
async function fundedClient(email: string, options?: CsgorollClientOptions) {
  const roll = client({ method: 'credentials', email, password: 'hunter22' }, options);
  const user = await roll.signIn();
  server.market.accounts.users.get(user.id)!.wallets[0]!.amount = 1_000_000;
  return { roll, user };
}

async function connected(roll: CsgorollClient) {
  const states: FeedConnectionState[] = [];
  roll.subscribeAccount({ onConnectionState: (s) => states.push(s) });
  await waitFor(() => states.includes('connected'));
  return states;
}

describe('CSGORoll client against the sandbox market', () => {
  it('signs in with e-mail and password and keeps the session cookie as CSGORoll set it', async () => {
    const roll = client({ method: 'credentials', email: 'ana@example.com', password: 'hunter22' });
    const user = await roll.signIn();
    expect(user.displayName).toBe('ana');
    expect(relayNumber('User', user.id)).not.toBeNull();
    expect(user.wallets.map((w) => w.name)).toEqual(['MAIN', 'GEMSTONE', 'GEMSTONE_SHINY']);
    expect(user.wallets[0]!.amount).toBe(1000);
    expect(user.dailyWithdrawLimit).toBeGreaterThan(0);
    expect(roll.sessionCookie()).toMatch(/^session=s%3A[\w-]{32}\.[A-Za-z0-9%]+$/);
  });

  it('takes a pasted cookie as a bare value, as session=..., or as a whole Cookie header', async () => {
    const forms = [
      'pasted-cookie-123',
      'session=pasted-cookie-123',
      'Cookie: cf_clearance=abc; session=pasted-cookie-123; __cf_bm=xyz;',
    ];
    const users = await Promise.all(
      forms.map((cookie) => client({ method: 'cookie', cookie }).currentUser()),
    );
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
    expect(users[0]!.steamId).toMatch(/^7656119\d{10}$/);
  });

  it('refuses a wrong password and an expired cookie with typed errors', async () => {
    await expect(
      client({ method: 'credentials', email: 'bo@example.com', password: 'wrong-password' }).signIn(),
    ).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(
      client({ method: 'cookie', cookie: 'session=expired' }).currentUser(),
    ).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('keeps one session per mirror domain: a mirror signs in on its own, a pasted cookie stays on its domain', async () => {
    const endpoints = resolveEndpoints({
      graphqlUrl: 'http://127.0.0.1:1/graphql',
      fallbackGraphqlUrls: [server.graphqlUrl],
    });
    const renewed: string[] = [];
    const roll = createCsgorollClient(
      endpoints,
      { method: 'credentials', email: 'mirror@example.com', password: 'hunter22' },
      { onSessionRenewed: (c) => renewed.push(c) },
    );
    clients.push(roll);
    expect((await roll.currentUser()).displayName).toBe('mirror');
    // The main domain never signed in, so there is no main-domain cookie to store.
    expect(renewed).toEqual([]);
    const pasted = createCsgorollClient(endpoints, { method: 'cookie', cookie: 'session=main-domain-only' });
    clients.push(pasted);
    await expect(pasted.currentUser()).rejects.toBeInstanceOf(PlatformUnavailableError);
  });

  it('renews the session after an "unauthenticated" answer and reports the new cookie', async () => {
    const renewed: string[] = [];
    const roll = client(
      { method: 'credentials', email: 'cy@example.com', password: 'hunter22' },
      { onSessionRenewed: (c) => renewed.push(c) },
    );
    await roll.signIn();
    const first = roll.sessionCookie()!;
    server.market.accounts.expireSession(decodeURIComponent(first.slice('session='.length)));
    const user = await roll.currentUser();
    expect(user.displayName).toBe('cy');
    expect(roll.sessionCookie()).not.toBe(first);
    expect(renewed).toEqual([first, roll.sessionCookie()]);
  });

  it('pages the inventory with cursors and follows every page', async () => {
    const roll = client({ method: 'cookie', cookie: 'inventory-cookie' });
    const page = await roll.inventory({ first: 25 });
    expect(page.items).toHaveLength(25);
    expect(page.nextCursor).not.toBeNull();
    const next = await roll.inventory({ first: 25, after: page.nextCursor });
    expect(next.items[0]!.assetId).not.toBe(page.items[0]!.assetId);
    const all = await roll.fullInventory();
    expect(all).toHaveLength(60);
    expect(new Set(all.map((i) => i.steamExternalAssetId)).size).toBe(60);
    expect(all[0]!.assetId).toMatch(/^\d+$/);
    expect(all[0]!.itemVariant.value).toBeGreaterThan(0);
  });

  it('delivers new listings from the feed, with the frame arrival time and the join timing', async () => {
    const roll = client({ method: 'cookie', cookie: 'feed-cookie' });
    const seen: CsgorollTrade[] = [];
    let arrival = 0;
    roll.subscribeListings({
      onNewTrades: (trades, receivedAt) => (seen.push(...trades), (arrival = receivedAt)),
    });
    const published: string[] = [];
    const got = await waitFor(() => {
      published.push(server.market.publishListing().id);
      return seen.find((t) => published.includes(t.id));
    });
    expect(got).toMatchObject({ status: 'LISTED', canJoinAfter: null });
    expect(got.totalValue).toBeGreaterThan(0);
    expect(got.tradeItems[0]!.marketName).toBe(got.tradeItems[0]!.itemVariant!.externalId);
    expect(got.tradeItems[0]!.itemVariant!.rarity).toBeTruthy();
    expect(arrival).toBeGreaterThan(0);
    // The feed carries what a decision reads and nothing more (issue 30): no party, no icon.
    expect(got.depositor).toBeNull();
    expect(got.tradeItems[0]!.itemVariant!.iconUrl).toBe('');
  });

  it('subscribes an account socket to its own trades and wallet only, the listing feed only when asked', async () => {
    const { roll, user } = await fundedClient('one-feed@example.com');
    const operationsOf = (userId: string) =>
      server.socketOperations.filter((o) => o.userId === userId).map((o) => o.operationName);
    const stopAccount = roll.subscribeAccount({});
    await waitFor(() => operationsOf(user.id).length === 2 || undefined);
    expect(operationsOf(user.id).sort()).toEqual(['OnUpdateUserTrade', 'OnUpdateWallet']);
    // Joins go over the same socket and subscribe nothing else.
    await roll.joinTrades([server.market.publishListing().id]);
    expect(operationsOf(user.id).filter((o) => o !== 'JoinTrades')).toHaveLength(2);

    const stopListings = roll.subscribeListings({});
    await waitFor(() => operationsOf(user.id).includes('OnCreateTrade') || undefined);
    expect(operationsOf(user.id).filter((o) => o === 'OnCreateTrade')).toHaveLength(1);
    stopListings();
    stopAccount();
  });

  it('joins over the open socket, and over HTTP when the socket is not open', async () => {
    const { roll, user } = await fundedClient('dee@example.com');
    const before = server.httpOperations.filter((o) => o === 'JoinTrades').length;
    await connected(roll);
    const [joined] = await roll.joinTrades([server.market.publishListing().id]);
    expect(joined).toMatchObject({ status: 'JOINED', withdrawer: { id: user.id } });
    expect(server.httpOperations.filter((o) => o === 'JoinTrades')).toHaveLength(before);

    const { roll: cold } = await fundedClient('dee-cold@example.com');
    const [viaHttp] = await cold.joinTrades([server.market.publishListing().id]);
    expect(viaHttp!.status).toBe('JOINED');
    expect(server.httpOperations.filter((o) => o === 'JoinTrades')).toHaveLength(before + 1);
  });

  it('types every documented join failure: taken, own listing, daily limit', async () => {
    const { roll, user } = await fundedClient('eve@example.com');
    const { roll: rival } = await fundedClient('fay@example.com');
    await Promise.all([connected(roll), connected(rival)]);
    const listing = server.market.publishListing();
    await roll.joinTrades([listing.id]);
    await expect(rival.joinTrades([listing.id])).rejects.toBeInstanceOf(NoLongerAvailableError);

    const item = (await rival.fullInventory()).find((i) => i.tradable)!;
    const [own] = await rival.createTrades([
      { assetId: item.assetId, itemVariantId: item.itemVariant.id, value: item.itemVariant.value },
    ]);
    await expect(rival.joinTrades([own!.id])).rejects.toBeInstanceOf(NotJoinableError);

    server.market.accounts.users.get(user.id)!.withdrawnToday = 1_000_000;
    await expect(roll.joinTrades([server.market.publishListing().id])).rejects.toBeInstanceOf(
      DailyWithdrawalLimitError,
    );
  });

  it('retries a join refused for its captcha once, with a freshly solved token', async () => {
    const stale: CaptchaTokens & { solved: number } = {
      solved: 0,
      take: () => 'sbx.stale.token',
      fresh: async () => ((stale.solved += 1), mintSandboxCaptchaToken('joinTrades')),
      close: () => undefined,
    };
    const { roll } = await fundedClient('gus@example.com', { captcha: stale });
    const [joined] = await roll.joinTrades([server.market.publishListing().id]);
    expect(joined!.status).toBe('JOINED');
    expect(stale.solved).toBe(1);

    const broken: CaptchaTokens = {
      take: () => '',
      fresh: async () => 'not-a-token',
      close: () => undefined,
    };
    const { roll: refused } = await fundedClient('hal@example.com', { captcha: broken });
    await expect(refused.joinTrades([server.market.publishListing().id])).rejects.toBeInstanceOf(
      CaptchaRequiredError,
    );
  });

  it('lists a deposit, types a double listing, a markup above the maximum and a late cancel', async () => {
    const roll = client({ method: 'cookie', cookie: 'deposit-cookie' });
    const item = (await roll.fullInventory()).find((i) => i.tradable)!;
    const request = (value: number) => ({ assetId: item.assetId, itemVariantId: item.itemVariant.id, value });
    const value = Math.round(item.itemVariant.value * 1.05 * 100) / 100;
    await expect(
      roll.createTrades([request(item.itemVariant.value * (1 + (item.maxMarkupPercent + 5) / 100))]),
    ).rejects.toBeInstanceOf(InvalidRequestError);
    const [listed] = await roll.createTrades([request(value)]);
    expect(listed).toMatchObject({ status: 'LISTED', customValue: true });
    expect(listed!.markupPercent).toBeCloseTo(5, 0);
    await expect(roll.createTrades([request(value)])).rejects.toBeInstanceOf(AlreadyListedError);
    const mine = await roll.trades({ status: 'LISTED', userId: (await roll.currentUser()).id });
    expect(mine.items.map((t) => t.id)).toContain(listed!.id);
    const cancelled = await roll.cancelTrade(listed!.id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'USER_CANCELLED' });
    await expect(roll.cancelTrade(listed!.id)).rejects.toBeInstanceOf(NotCancellableError);
  });

  it('follows a deposit through processing to completion with trade and wallet updates', async () => {
    const { roll } = await fundedClient('ivy@example.com');
    const updates: CsgorollTrade[] = [];
    const wallets: CsgorollWallet[] = [];
    roll.subscribeAccount({ onTradeUpdate: (t) => updates.push(t), onWalletUpdate: (w) => wallets.push(w) });
    await connected(roll);
    await new Promise((r) => setTimeout(r, 50)); // the two subscriptions reach the server
    const item = (await roll.fullInventory()).find((i) => i.tradable)!;
    const [listed] = await roll.createTrades([
      { assetId: item.assetId, itemVariantId: item.itemVariant.id, value: item.itemVariant.value },
    ]);
    server.market.buyDeposit(listed!.id);
    await waitFor(() => updates.find((t) => t.id === listed!.id && t.status === 'JOINED'));
    const processing = await roll.processTrade(listed!.id);
    expect(processing.withdrawerSteamTradeUrl).toMatch(/^https:\/\/steamcommunity\.com\/tradeoffer\/new\//);
    await waitFor(() => updates.find((t) => t.id === listed!.id && t.status === 'COMPLETED'));
    const credited = await waitFor(() => wallets.at(-1));
    expect(credited.amount).toBeCloseTo(1_000_000 + listed!.totalValue, 2);
  });

  it('sends the Steam web API token with the SteamID64 it belongs to', async () => {
    const roll = client({ method: 'cookie', cookie: 'token-cookie' });
    const user = await roll.currentUser();
    const jwt = ['{"alg":"EdDSA"}', JSON.stringify({ sub: user.steamId, exp: Date.now() / 1000 + 3600 })]
      .map((p) => Buffer.from(p).toString('base64url'))
      .concat('sig')
      .join('.');
    await roll.updateSteamAccessToken(user.steamId!, jwt);
    expect((await roll.currentUser()).steamAccessTokenExpiresAt).not.toBeNull();
    await expect(roll.updateSteamAccessToken('76561190000000000', jwt)).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
  });

  it('reconnects after the server drops the socket and keeps delivering', async () => {
    const roll = client({ method: 'cookie', cookie: 'reconnect-cookie' });
    const states: FeedConnectionState[] = [];
    const seen: string[] = [];
    roll.subscribeListings({
      onConnectionState: (s) => states.push(s),
      onNewTrades: (t) => seen.push(...t.map((x) => x.id)),
    });
    await waitFor(() => states.includes('connected'));
    server.dropConnections();
    await waitFor(() => states.includes('reconnecting'));
    await waitFor(() => states.lastIndexOf('connected') > states.indexOf('reconnecting'), 5000);
    const published: string[] = [];
    await waitFor(() => {
      published.push(server.market.publishListing().id);
      return seen.some((id) => published.includes(id));
    });
  });
});
