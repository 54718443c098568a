// @vitest-environment node
import type { WireResult as ExecutionResult } from '../test-support/sandbox-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_OPERATIONS as OPS } from '../test-support/reference-operations';
import { sandboxWire, type Wire } from '../test-support/sandbox-wire';
import { waitFor } from '../test-support/wait-for';
import { startSandboxCsgoroll, type SandboxCsgorollServer } from './csgoroll-server';
import { relayNumber } from './relay-id';
import { mintSandboxCaptchaToken } from './sandbox-captcha';

/**
 * Every operation of the protocol reference, sent as the reference describes it (its transport,
 * variables and selections), must validate and answer data in the documented shape.
 */
let server: SandboxCsgorollServer;
let depositor: Wire;
let buyer: Wire;
let depositorId: string;
let buyerId: string;
const sent = new Set<string>();

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
function data(result: ExecutionResult, key: string): Data {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return (result.data as Data)[key];
}
const send = (wire: Wire, name: keyof typeof OPS, variables?: Record<string, unknown>) => {
  sent.add(name);
  return wire.send(OPS[name], variables);
};
const event = (
  wire: Wire,
  name: keyof typeof OPS,
  variables: Record<string, unknown>,
  trigger: () => unknown,
) => {
  sent.add(name);
  return wire.firstEvent(OPS[name], variables, trigger);
};
const fakeJwt = (sub: string) =>
  ['{"alg":"EdDSA"}', JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 3600 })]
    .map((p) => Buffer.from(p).toString('base64url'))
    .concat('sig')
    .join('.');

async function listTwo(wire: Wire) {
  const inventory = data(
    await send(wire, 'steamInventoryItems', { first: 250, after: '' }),
    'steamInventoryItems',
  );
  const free = inventory.edges.map((e: Data) => e.node).filter((n: Data) => n.tradable);
  return free.slice(0, 2).map((n: Data) => ({
    assetId: n.steamItemIdentifiers.assetId,
    itemVariantId: n.itemVariant.id,
    value: n.itemVariant.value,
  }));
}

beforeAll(async () => {
  server = await startSandboxCsgoroll({
    seed: 11,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 60_000,
    canJoinAfterMs: 20,
    suspectedTraderDelayMs: 10,
  });
  depositor = sandboxWire(server, 'reference-depositor');
  buyer = sandboxWire(server, 'reference-buyer');
  depositorId = data(await send(depositor, 'currentUserTokens'), 'currentUser').id;
  buyerId = data(await buyer.http(OPS.currentUserTokens), 'currentUser').id;
  server.market.accounts.users.get(buyerId)!.wallets[0]!.amount = 1_000_000;
});
afterAll(async () => {
  await Promise.all([depositor.close(), buyer.close()]);
  await server.close();
});

describe('the sandbox answers every reference operation', () => {
  it('CurrentUser in its three forms: Relay ids, MAIN and GEMSTONE wallets, the daily limit', async () => {
    const tokens = data(await send(depositor, 'currentUserTokens'), 'currentUser');
    expect(relayNumber('User', tokens.id)).toBeGreaterThan(99_999);
    expect(tokens.id).not.toContain('=');
    expect(tokens.steamId).toMatch(/^7656119\d{10}$/);
    const full = data(await send(depositor, 'currentUserFull'), 'currentUser');
    expect(full.wallets.map((w: Data) => w.name)).toEqual(['MAIN', 'GEMSTONE', 'GEMSTONE_SHINY']);
    expect(full.dailyWithdrawLimit).toBeGreaterThan(0);
    expect(full.userProgress.level).toBeGreaterThan(0);
    expect(full).toMatchObject({ trader: false, suspectedTrader: false });
    const balance = data(await send(buyer, 'currentUserBalance'), 'currentUser');
    expect(balance.wallets[0].amount).toBe(1_000_000);
  });

  it('steamInventoryItems pages of 250 with the Steam assetid and the SteamExternalAsset id', async () => {
    const page = data(await send(depositor, 'steamInventoryItems', { first: 250 }), 'steamInventoryItems');
    const node = page.edges[0].node;
    expect(node.steamItemIdentifiers.assetId).toMatch(/^\d+$/);
    expect(relayNumber('SteamExternalAsset', node.steamExternalAssetId)).not.toBeNull();
    expect(relayNumber('ItemVariant', node.itemVariant.id)).not.toBeNull();
    expect(relayNumber('Item', node.itemVariant.itemId)).not.toBeNull();
    expect(node.maxMarkupPercent).toBeGreaterThan(0);
  });

  it('createTrades in both shapes, then cancelTrade and the aliased CancelTrades', async () => {
    const [a, b] = await listTwo(depositor);
    const listed = data(
      await send(depositor, 'createTrades', {
        input: { tradeItemsList: [[a], [b]], trackByUniqueId: true, visualRecaptcha: null },
      }),
      'createTrades',
    ).trades;
    expect(listed).toHaveLength(2);
    const trade = listed[0];
    expect(relayNumber('Trade', trade.id)).toBeGreaterThan(32_000_000);
    expect(trade).toMatchObject({
      status: 'LISTED',
      steamAppName: 'CSGO',
      trackingType: 'API_KEY_DEPOSITOR',
    });
    expect(trade.depositor.id).toBe(depositorId);
    expect(trade.tradeItems[0].marketName).toBe(trade.tradeItems[0].itemVariant.externalId);
    expect(trade.tradeItems[0].marketName).toMatch(
      / \| .+ \((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/,
    );
    expect(Date.parse(trade.expiresAt) - Date.parse(trade.createdAt)).toBe(48 * 3_600_000);
    expect(Date.parse(trade.canJoinAfter) - Date.parse(trade.createdAt)).toBe(20);

    const again = await send(depositor, 'createTrades', {
      input: { tradeItemsList: [[a]], trackByUniqueId: true },
    });
    expect(again.errors?.[0]?.message).toContain('currently included in active trades');

    const cancelled = data(
      await send(depositor, 'cancelTrade', { input: { tradeId: trade.id } }),
      'cancelTrade',
    );
    expect(cancelled.trade).toMatchObject({ status: 'CANCELLED', cancelReason: 'USER_CANCELLED' });
    const twice = await send(depositor, 'cancelTrade', { input: { tradeId: trade.id } });
    expect(twice.errors?.[0]?.message).toContain('cannot be cancelled in its current state');

    // C's 2024 shape: a flat list (coerced to one single-item trade each) over the socket.
    const [c, d] = await listTwo(depositor);
    const flat = data(
      await send(depositor, 'createTradesFlat', { input: { promoCode: null, tradeItemsList: [c, d] } }),
      'createTrades',
    ).trades;
    expect(flat.map((t: Data) => t.tradeItems.length)).toEqual([1, 1]);
    const batch = await send(depositor, 'cancelTrades', {
      input0: { tradeId: flat[0].id },
      input1: { tradeId: listed[1].id },
    });
    expect(data(batch, 'trade0').trade.status).toBe('CANCELLED');
    expect(data(batch, 'trade1').trade.cancelReason).toBe('USER_CANCELLED');
  });

  it('both listing feeds push new listings with the depositor hidden', async () => {
    const current = await event(buyer, 'onCreateTrades', {}, () => server.market.publishListing());
    const trade = data(current, 'createTrades').trades[0];
    expect(trade.depositor).toBeNull();
    expect(trade.canJoin).toBe(false);
    expect(trade.tradeItems[0].itemVariant.rarity).toMatch(/^[a-z-]+$/);
    const legacy = await event(buyer, 'onCreateTrade', {}, () => server.market.publishListing());
    expect(data(legacy, 'createTrade').trade).toMatchObject({
      status: 'LISTED',
      depositor: null,
      withdrawer: null,
    });
  });

  it('a join over the socket, seen by both parties on updateTrade and by the buyer on updateWallet', async () => {
    const [item] = await listTwo(depositor);
    const [listing] = data(
      await send(depositor, 'createTrades', { input: { tradeItemsList: [[item]], trackByUniqueId: true } }),
      'createTrades',
    ).trades;
    await new Promise((r) => setTimeout(r, 25)); // canJoinAfter is 20 ms here
    const join = () =>
      send(buyer, 'joinTrades', {
        input: {
          tradeIds: [listing.id],
          hasCompliedToAntiRWT: true,
          recaptcha: mintSandboxCaptchaToken('joinTrades'),
          visualRecaptcha: '',
        },
      });
    const depositorSide = event(depositor, 'onUpdateUserTrade', {}, () => undefined);
    const buyerSide = event(buyer, 'onUpdateTrade', { userId: buyerId, status: 'JOINED' }, () => undefined);
    const wallet = event(buyer, 'onUpdateWallet', {}, () => undefined);
    await waitFor(() => server.market.subscriberCount() >= 3 || undefined);
    const joined = data(await join(), 'joinTrades').trades[0];
    expect(joined).toMatchObject({ id: listing.id, status: 'JOINED' });
    expect(joined.withdrawer.id).toBe(buyerId);
    expect(data(await depositorSide, 'updateTrade').trade).toMatchObject({ status: 'JOINED' });
    expect(data(await buyerSide, 'updateTrade').trade.id).toBe(listing.id);
    const change = data(await wallet, 'updateWallet');
    expect(change.wallet.name).toBe('MAIN');
    expect(change.walletChange.valueChange).toBe(-listing.totalValue);

    const processed = data(
      await send(depositor, 'processTrade', { input: { tradeId: listing.id } }),
      'processTrade',
    );
    expect(processed.trade.status).toBe('PROCESSING');
    expect(processed.trade.withdrawerSteamTradeUrl).toMatch(
      /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=/,
    );
  });

  it('UserTradeList and TradeList read one user’s listings', async () => {
    const [item] = await listTwo(depositor);
    await send(depositor, 'createTrades', { input: { tradeItemsList: [[item]], trackByUniqueId: true } });
    const mine = data(
      await send(depositor, 'userTradeList', {
        first: 250,
        orderBy: ['ID_DESC'],
        statuses: 'LISTED',
        userId: depositorId,
      }),
      'trades',
    );
    expect(mine.edges.length).toBeGreaterThan(0);
    expect(
      mine.edges.every((e: Data) => e.node.status === 'LISTED' && e.node.depositor.id === depositorId),
    ).toBe(true);
    const ids = mine.edges.map((e: Data) => relayNumber('Trade', e.node.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const list = data(
      await send(depositor, 'tradeList', {
        first: 50,
        orderBy: 'UPDATED_AT_DESC',
        statuses: ['LISTED'],
        userId: depositorId,
      }),
      'trades',
    );
    expect(list.edges[0].node.tradeItems[0].steamExternalAssetId).toBeTruthy();
  });

  it('the Steam access token, through updateSteamAccessToken and through updateUser', async () => {
    const user = data(await send(depositor, 'currentUserTokens'), 'currentUser');
    const token = fakeJwt(user.steamId);
    const result = data(
      await send(depositor, 'updateSteamAccessToken', {
        input: { steamId: user.steamId, accessToken: token },
      }),
      'updateSteamAccessToken',
    );
    expect(result.success).toBe(true);
    const after = data(await send(depositor, 'currentUserTokens'), 'currentUser');
    expect(after.steamAccessToken).toBe(token);
    expect(Date.parse(after.steamAccessTokenExpiresAt)).toBeGreaterThan(Date.now());
    const viaUser = data(
      await send(depositor, 'updateUser', {
        input: { userId: depositorId, steamAccessToken: `&quot;${token}&quot;` },
      }),
      'updateUser',
    );
    expect(viaUser.user.steamAccessToken).toBe(token);
  });

  it('promo code, stash, daily box, user items, exchange and the item-variant catalogue', async () => {
    const promo = data(
      await send(depositor, 'applyPromoCodeTimer', { input: { code: 'RLHLPR' } }),
      'applyPromoCodeTimer',
    );
    expect(promo).toMatchObject({ promoCode: 'RLHLPR', status: 'APPLIED' });
    const stash = data(
      await send(depositor, 'stashUnstash', { input: { amount: 0.0001, lockDuration: 'NONE' } }),
      'stashUnstashBalance',
    );
    expect(stash.amount).toBe(0.0001);

    const boxes = data(
      await send(depositor, 'boxGrid', {
        includeUserLastPurchasedAt: true,
        includeCreatorId: true,
        includeSlots: true,
        first: 50,
        free: true,
        purchasable: true,
        minLevelRequired: 2,
        orderBy: 'MIN_LEVEL_REQUIRED',
        marketSlug: 'world',
      }),
      'boxes',
    );
    const box = boxes.edges[0].node;
    expect(box.userLastPurchasedAt).toBeNull();
    const opened = data(
      await send(depositor, 'openBox', {
        input: { amount: 1, boxId: box.id, providedBoxMultiplierSlots: box.slots },
      }),
      'openBox',
    );
    expect(opened.boxOpenings[0].userItem.id).toBeTruthy();
    const items = data(
      await send(depositor, 'userItemList', {
        first: 250,
        userId: depositorId,
        status: ['REQUESTED', 'AVAILABLE'],
        orderBy: 'VALUE_DESC',
        includeMarketId: false,
      }),
      'userItems',
    );
    expect(items.edges.map((e: Data) => e.node.id)).toContain(opened.boxOpenings[0].userItem.id);
    const exchange = data(
      await send(depositor, 'createExchange', {
        input: { userItemIds: [opened.boxOpenings[0].userItem.id], itemVariantIds: [] },
      }),
      'createExchange',
    );
    expect(exchange.exchange.userItemsValue).toBe(opened.boxOpenings[0].profit);
    const variants = data(
      await send(depositor, 'itemVariantList', {
        first: 10,
        minValue: 1,
        name: 'AK-47',
        orderBy: 'VALUE_DESC',
        distinctValues: true,
      }),
      'itemVariants',
    );
    expect(variants.edges[0].node.externalId).toContain('AK-47');
  });

  it('covered every operation of the reference', () => {
    expect([...sent].sort()).toEqual(Object.keys(OPS).sort());
  });
});
