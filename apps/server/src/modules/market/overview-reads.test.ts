import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { activities } from '../activity/activity.schema';
import { trades } from './market.schema';
import { wealthPoints } from './overview.schema';

const { app, database } = await createTestApp();
const db = database.db;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const MINE = '76561198000000101';
const MINE_TOO = '76561198000000102';
const THEIRS = '76561198000000201';
let me: Awaited<ReturnType<typeof userWithRole>>;
let other: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  me = await userWithRole(app, db, 'premium');
  other = await userWithRole(app, db, 'premium');
  await db.insert(tradingAccounts).values([
    { userId: me.id, steamId: MINE, label: 'Main' },
    { userId: me.id, steamId: MINE_TOO },
    { userId: other.id, steamId: THEIRS },
  ]);
  const base = { userId: me.id, steamId: MINE, itemName: 'AK-47 | Redline (Field-Tested)' };
  await db.insert(trades).values([
    {
      ...base,
      csgorollTradeId: 'w-1',
      kind: 'withdrawal',
      value: '100.00',
      markupPercent: '3.50',
      creditsUsed: '1.50',
      status: 'completed',
      estimatedProfit: '12.25',
      referenceValue: '125.00',
      referencePercent: '80.00',
      item: {
        market_name: 'AK-47 | Redline (Field-Tested)',
        icon_url:
          '-9a81dlWLwJ2UUGcVs_nsVtzdOEdtWwKGZZLQHTxDZ7I56KU0Zwwo4NUX4oFJZEHLbXH5ApeO4YmlhxYQknCRvCo04DEVlxkKgpot7HxfDhjxszJemkV09-5lpKKqPrxN7LEmyVQ7MEpiLuSrYmnjQO3-UdsZGHyd4_Bd1RvNQ7T_FDrw-_ng5Pu75iY1zI97bhLsvQz',
        item_variant_brand: 'AK-47',
        item_variant_name: 'Redline',
        item_variant_color: 'Field-Tested',
        item_variant_id: 'ItemVariant:77',
        rarity: 'classified',
        stickers: [{ sticker_name: 'Crown (Foil)', sticker_price: 40 }],
        stickers_cost: 40,
        steam_asset_id: '31337',
        coin_value: 100,
        markup: 3.5,
      },
      createdAt: ago(2 * HOUR),
    },
    {
      ...base,
      csgorollTradeId: 'd-1',
      kind: 'deposit',
      value: '120',
      status: 'pending',
      createdAt: ago(3 * HOUR),
    },
    {
      ...base,
      csgorollTradeId: 'd-2',
      kind: 'deposit',
      value: '130',
      status: 'completed',
      profit: '30',
      createdAt: ago(10 * 24 * HOUR),
    },
    {
      ...base,
      csgorollTradeId: 'w-x',
      kind: 'withdrawal',
      value: '5',
      status: 'cancelled',
      createdAt: ago(HOUR),
    },
    {
      ...base,
      steamId: MINE_TOO,
      csgorollTradeId: 'w-2',
      kind: 'withdrawal',
      value: '7',
      status: 'pending',
      createdAt: ago(200 * 24 * HOUR),
    },
    {
      ...base,
      userId: other.id,
      steamId: THEIRS,
      csgorollTradeId: 'w-o',
      kind: 'withdrawal',
      value: '9',
      status: 'completed',
      createdAt: ago(HOUR),
    },
  ]);
  await db.insert(activities).values([
    ...Array.from({ length: 45 }, (_, i) => ({
      userId: me.id,
      steamId: i % 2 === 0 ? MINE : MINE_TOO,
      type: i % 3 === 0 ? 'steam' : 'trade',
      title: `Activity ${i}`,
      details: { description: `Step ${i}`, trade: { action: 'withdraw_joined', value: i } },
      createdAt: ago(i * 60_000),
    })),
    { userId: other.id, steamId: THEIRS, type: 'trade', title: 'Not yours', createdAt: ago(0) },
  ]);
});

const get = (url: string, token = me.token) => callAs(app, token, 'GET', `/api/trading${url}`);

describe('GET /trades', () => {
  it('answers the caller trades of the default 30 days, newest first, with every field of the spec', async () => {
    const res = await get('/trades');
    expect(res.statusCode).toBe(200);
    const { trades: list } = res.json();
    expect(list.map((t: { trade_id: string }) => t.trade_id)).toEqual(['w-1', 'd-1', 'd-2']);
    expect(list[0]).toEqual({
      trade_id: 'w-1',
      email: me.email,
      steam_id: MINE,
      action: 'Withdraw',
      source: 'CSGORoll',
      credits_used: 1.5,
      profit: null,
      estimated_profit: 12.25,
      estimated_buy_price: 100,
      reference_value: 125,
      reference_percent: 80,
      timestamp: expect.any(String),
      withdraw_trade_id: null,
      linked_trade_id: null,
      item: expect.objectContaining({
        market_name: 'AK-47 | Redline (Field-Tested)',
        item_variant_id: 'ItemVariant:77',
        rarity: 'classified',
        stickers: [{ sticker_name: 'Crown (Foil)', sticker_price: 40, sticker_icon_url: null }],
        stickers_cost: 40,
        unique_item_identifier: '31337',
        steam_asset_id: '31337',
        coin_value: 100,
        markup: 3.5,
      }),
    });
    expect(list[1].action).toBe('Deposit');
    expect(list[2]).toMatchObject({ action: 'Completed', profit: 30 });
  });

  it.each([
    ['1d', ['w-1', 'd-1']],
    ['7d', ['w-1', 'd-1']],
    ['90d', ['w-1', 'd-1', 'd-2']],
    ['all', ['w-1', 'd-1', 'd-2', 'w-2']],
  ])('period %s', async (period, ids) => {
    const res = await get(`/trades?period=${period}`);
    expect(res.json().trades.map((t: { trade_id: string }) => t.trade_id)).toEqual(ids);
  });

  it('filters by action and account, and limits; 0 and -1 mean as many as allowed', async () => {
    expect((await get('/trades?period=all&action=Withdraw')).json().trades).toHaveLength(2);
    expect((await get('/trades?period=all&action=Completed')).json().trades).toHaveLength(1);
    expect((await get(`/trades?period=all&steam_id=${MINE_TOO}`)).json().trades).toHaveLength(1);
    expect((await get('/trades?period=all&limit=2')).json().trades).toHaveLength(2);
    expect((await get('/trades?period=all&limit=0')).json().trades).toHaveLength(4);
    expect((await get('/trades?period=all&limit=-1')).json().trades).toHaveLength(4);
    expect((await get('/trades?period=all&limit=1000')).json().trades).toHaveLength(4);
  });

  it('answers 404 for an account of another user, as for one that does not exist', async () => {
    const res = await get(`/trades?steam_id=${THEIRS}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe("Account not found or you don't have permission to access it.");
  });

  it.each([
    'period=2d',
    'limit=-2',
    'limit=1001',
    'limit=99999999999999999999',
    'limit=abc',
    'action=Sell',
    'steam_id=x',
  ])('rejects %s with a 422 and a sentence', async (query) => {
    const res = await get(`/trades?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^Invalid query: /);
  });

  it('needs a signed-in caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/trading/trades' })).statusCode).toBe(401);
  });
});

describe('GET /activity', () => {
  it('pages 20 at a time, newest first, with total_pages; a page past the end is empty', async () => {
    const first = (await get('/activity')).json();
    expect(first.total_pages).toBe(3);
    expect(first.activities).toHaveLength(20);
    expect(first.activities[0]).toEqual({
      id: expect.any(String),
      type: 'steam',
      title: 'Activity 0',
      description: 'Step 0',
      timestamp: expect.any(String),
      steam_id: MINE,
      metadata: { trade: { action: 'withdraw_joined', value: 0 } },
    });
    expect((await get('/activity?page=3')).json().activities).toHaveLength(5);
    expect((await get('/activity?page=4')).json()).toEqual({ activities: [], total_pages: 3 });
  });

  it('filters by type and account; another user account is a 404', async () => {
    expect((await get('/activity?type=steam&limit=100')).json().activities).toHaveLength(15);
    expect((await get(`/activity?steam_id=${MINE_TOO}&limit=100`)).json().activities).toHaveLength(22);
    expect((await get(`/activity?steam_id=${THEIRS}`)).statusCode).toBe(404);
  });

  it.each(['page=0', 'page=-1', 'limit=0', 'limit=101', 'page=x'])('rejects %s with a 422', async (query) => {
    expect((await get(`/activity?${query}`)).statusCode).toBe(422);
  });
});

describe("the profile's legacy data", () => {
  it("holds none of the current bots' trades or wealth points: legacy is the earlier system's (decision 034)", async () => {
    await db.insert(wealthPoints).values({
      userId: me.id,
      takenAt: ago(HOUR),
      totalWealth: '1500.00',
      skinsValue: '500.00',
      availableBalance: '1000.00',
      protectedBalance: '0.00',
      accountsData: [],
    });
    const profile = (await callAs(app, me.token, 'GET', '/api/users/me')).json();
    expect(profile.traded_items).toEqual([]);
    expect(profile.inventory_coins).toEqual([]);
  });
});
