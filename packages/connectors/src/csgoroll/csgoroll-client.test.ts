// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxCsgoroll, type SandboxCsgorollServer } from '../sandbox/csgoroll-server';
import { waitFor } from '../test-support/wait-for';
import type {
  CsgorollClient,
  CsgorollCredentials,
  CsgorollTrade,
  CsgorollWallet,
  FeedConnectionState,
} from '../types/csgoroll';
import {
  DailyWithdrawalLimitError,
  InvalidCredentialsError,
  InvalidRequestError,
  NoLongerAvailableError,
  NotJoinableError,
  UnauthenticatedError,
} from '../types/errors';
import { createCsgorollClient } from './csgoroll-client';
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
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

function client(credentials: CsgorollCredentials, onSessionRenewed?: (cookie: string) => void) {
  const endpoints = resolveEndpoints({
    graphqlUrl: server.graphqlUrl,
    wsUrl: server.wsUrl,
    authUrl: server.authUrl,
  });
  const made = createCsgorollClient(endpoints, credentials, { onSessionRenewed, keepAliveMs: 1000 });
  clients.push(made);
  return made;
}

/** A signed-in account with coins to spend, as a trader's funded account would be. */
async function fundedClient(email: string) {
  const roll = client({ method: 'credentials', email, password: 'hunter22' });
  const user = await roll.signIn();
  server.market.accounts.users.get(user.id)!.wallets[0]!.amount = 1_000_000;
  return { roll, user };
}

describe('CSGORoll client against the sandbox market', () => {
  it('signs in with e-mail and password and keeps the session cookie', async () => {
    const roll = client({ method: 'credentials', email: 'ana@example.com', password: 'hunter22' });
    const user = await roll.signIn();
    expect(user.displayName).toBe('ana');
    expect(user.wallets.find((w) => w.name === 'MAIN')?.amount).toBe(1000);
    expect(roll.sessionCookie()).toMatch(/^[\w-]{20,}$/);
  });

  it('signs in with a pasted session cookie', async () => {
    const user = await client({ method: 'cookie', cookie: 'pasted-cookie-123' }).currentUser();
    expect(user.id).toMatch(/^sandbox-user-/);
    expect(user.steamId).toMatch(/^7656119\d{10}$/);
  });

  it('refuses a wrong password and an expired cookie with typed errors', async () => {
    await expect(
      client({ method: 'credentials', email: 'bo@example.com', password: 'wrong-password' }).signIn(),
    ).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(client({ method: 'cookie', cookie: 'expired' }).currentUser()).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
  });

  it('renews the session after an "unauthenticated" answer and reports the new cookie', async () => {
    const renewed: string[] = [];
    const roll = client({ method: 'credentials', email: 'cy@example.com', password: 'hunter22' }, (c) =>
      renewed.push(c),
    );
    await roll.signIn();
    const first = roll.sessionCookie()!;
    server.market.accounts.expireSession(first);
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
    expect(next.items[0]!.id).not.toBe(page.items[0]!.id);
    const all = await roll.fullInventory();
    expect(all).toHaveLength(60);
    expect(new Set(all.map((i) => i.steamExternalAssetId)).size).toBe(60);
    expect(all[0]!.itemVariant.value).toBeGreaterThan(0);
    expect(all[0]!.maxMarkupPercent).toBeGreaterThan(0);
  });

  it('delivers new listings from the subscription, with the frame arrival time', async () => {
    const roll = client({ method: 'cookie', cookie: 'feed-cookie' });
    const seen: CsgorollTrade[] = [];
    let arrival = 0;
    const before = server.market.subscriberCount();
    roll.subscribe({ onNewTrades: (trades, receivedAt) => (seen.push(...trades), (arrival = receivedAt)) });
    await waitFor(() => server.market.subscriberCount() > before || undefined);
    const listing = server.market.publishListing();
    const got = await waitFor(() => seen.find((t) => t.id === listing.id));
    expect(got.status).toBe('LISTED');
    expect(got.totalValue).toBe(listing.totalValue);
    expect(got.tradeItems[0]!.itemVariant.externalId).toBeTruthy();
    expect(arrival).toBeGreaterThan(0);
  });

  it('joins a listing, and types the failures: taken, own listing, daily limit', async () => {
    const { roll, user } = await fundedClient('dee@example.com');
    const { roll: rival } = await fundedClient('eve@example.com');
    const listing = server.market.publishListing();
    const [joined] = await roll.joinTrades([listing.id]);
    expect(joined!.status).toBe('JOINED');
    expect(joined!.withdrawer?.id).toBe(user.id);
    await expect(rival.joinTrades([listing.id])).rejects.toBeInstanceOf(NoLongerAvailableError);

    const item = (await rival.fullInventory()).find((i) => i.tradable)!;
    const [own] = await rival.createTrades([
      { steamExternalAssetId: item.steamExternalAssetId, value: item.itemVariant.value },
    ]);
    await expect(rival.joinTrades([own!.id])).rejects.toBeInstanceOf(NotJoinableError);

    const record = server.market.accounts.users.get(user.id)!;
    record.withdrawnToday = 1_000_000;
    await expect(roll.joinTrades([server.market.publishListing().id])).rejects.toBeInstanceOf(
      DailyWithdrawalLimitError,
    );
  });

  it('lists a deposit at a markup, refuses one above the item maximum, and cancels', async () => {
    const roll = client({ method: 'cookie', cookie: 'deposit-cookie' });
    const item = (await roll.fullInventory()).find((i) => i.tradable)!;
    const value = Math.round(item.itemVariant.value * 1.05 * 100) / 100;
    const tooHigh = item.itemVariant.value * (1 + (item.maxMarkupPercent + 5) / 100);
    await expect(
      roll.createTrades([{ steamExternalAssetId: item.steamExternalAssetId, value: tooHigh }]),
    ).rejects.toBeInstanceOf(InvalidRequestError);
    const [listed] = await roll.createTrades([{ steamExternalAssetId: item.steamExternalAssetId, value }]);
    expect(listed!.status).toBe('LISTED');
    expect(listed!.markupPercent).toBeCloseTo(5, 0);
    const mine = await roll.trades({ statuses: ['LISTED'], userId: (await roll.currentUser()).id });
    expect(mine.items.map((t) => t.id)).toContain(listed!.id);
    const cancelled = await roll.cancelTrade(listed!.id);
    expect(cancelled.status).toBe('CANCELLED');
    await expect(roll.cancelTrade(listed!.id)).rejects.toBeInstanceOf(NoLongerAvailableError);
  });

  it('follows a deposit through processing to completion with trade and wallet updates', async () => {
    const { roll, user } = await fundedClient('fay@example.com');
    const updates: CsgorollTrade[] = [];
    const wallets: CsgorollWallet[] = [];
    const before = server.market.subscriberCount();
    roll.subscribe({ onTradeUpdate: (t) => updates.push(t), onWalletUpdate: (w) => wallets.push(w) });
    await waitFor(() => server.market.subscriberCount() >= before + 3 || undefined);
    const item = (await roll.fullInventory()).find((i) => i.tradable)!;
    const [listed] = await roll.createTrades([
      { steamExternalAssetId: item.steamExternalAssetId, value: item.itemVariant.value },
    ]);
    server.market.buyDeposit(listed!.id);
    await waitFor(() => updates.find((t) => t.id === listed!.id && t.status === 'JOINED'));
    await roll.processTrade(listed!.id);
    await waitFor(() => updates.find((t) => t.id === listed!.id && t.status === 'COMPLETED'));
    const credited = await waitFor(() => wallets.at(-1));
    expect(credited.amount).toBeCloseTo(1_000_000 + listed!.totalValue, 2);
    expect((await roll.currentUser()).id).toBe(user.id);
  });

  it('reconnects after the server drops the socket and keeps delivering', async () => {
    const roll = client({ method: 'cookie', cookie: 'reconnect-cookie' });
    const states: FeedConnectionState[] = [];
    const seen: string[] = [];
    roll.subscribe({
      onConnectionState: (s) => states.push(s),
      onNewTrades: (t) => seen.push(...t.map((x) => x.id)),
    });
    await waitFor(() => states.includes('connected'));
    server.dropConnections();
    await waitFor(() => states.includes('reconnecting'));
    await waitFor(() => states.lastIndexOf('connected') > states.indexOf('reconnecting'), 5000);
    // The feed subscription is re-sent right after the reconnect; publish until one arrives.
    const published: string[] = [];
    await waitFor(() => {
      published.push(server.market.publishListing().id);
      return seen.some((id) => published.includes(id));
    });
  });
});
