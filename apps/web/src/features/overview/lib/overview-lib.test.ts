import type { InventoryItem, Trade } from '@skinpilot/contract';
import { describe, expect, it } from 'vitest';
import { defaultSort, nextSort, pageOf, profitOf, searchTrades, sortTrades } from './trade-table';
import {
  filterItems,
  indexInventory,
  itemImageSrc,
  matchingItems,
  itemStatus,
  noFilters,
  rarityLabel,
  rarityRank,
  showsMaxMarkup,
  sortItems,
  sortOrder,
  visibleItems,
  wearOf,
} from './inventory-view';
import { axisLabel, expandSinglePoint, tradingStats } from './overview-stats';
import { tradesCsv } from './trade-csv';
import { privacyMasks } from '../../../shared/privacy/privacy-mode';

const item = (
  over: Partial<InventoryItem> & { v?: Partial<InventoryItem['itemVariant']> } = {},
): InventoryItem => {
  const { v, ...rest } = over;
  return {
    account_id: '1',
    account_name: 'acc',
    account_label: null,
    account_avatar: null,
    steamExternalAssetId: Math.random().toString(),
    platform: 'csgoroll',
    source: 'marketplace',
    tradable: true,
    isProtected: false,
    protectedStatus: 'COMPLETED_PROTECTED',
    listingInfo: { isListed: false, currentMarkup: null },
    maxMarkupPercent: null,
    steamInspectItem: { paintWear: null },
    steamStickersDescriptions: [],
    itemVariant: {
      name: 'Redline',
      brand: 'AK-47',
      color: 'Field-Tested',
      value: 10,
      rarity: 'classified',
      iconUrl: '-abc',
      stattrak: false,
      souvenir: false,
      externalId: 'AK-47 | Redline (Field-Tested)',
      ...v,
    },
    ...rest,
  };
};

describe('inventory filters and sorts (section 5)', () => {
  const items = [
    item({ v: { name: 'Asiimov', value: 50, rarity: 'covert', externalId: 'StatTrak™ AWP | Asiimov' } }),
    item({ tradable: false, v: { value: 5, rarity: 'mil-spec', color: 'Minimal Wear' } }),
    item({ v: { value: 20, rarity: null, externalId: 'Souvenir M4A1-S' } }),
    item({
      steamStickersDescriptions: [{ itemVariantId: null, imageUrl: null, name: 'Crown', brand: null }],
    }),
  ];
  it('matches StatTrak and Souvenir on the external id, stickers, rarities and search on name, brand, colour', () => {
    expect(filterItems(items, { ...noFilters, stattrak: true })).toHaveLength(1);
    expect(filterItems(items, { ...noFilters, souvenir: true })).toHaveLength(1);
    expect(filterItems(items, { ...noFilters, withStickers: true })).toHaveLength(1);
    expect(filterItems(items, { ...noFilters, rarities: ['Covert', 'Mil-Spec'] })).toHaveLength(2);
    expect(filterItems(items, { ...noFilters, search: 'minimal' })).toHaveLength(1);
    expect(filterItems(items, { ...noFilters, search: 'ASIIM' })).toHaveLength(1);
  });
  it('treats Tradable and Non-Tradable both on as no tradable filter', () => {
    expect(filterItems(items, { ...noFilters, tradable: true })).toHaveLength(3);
    expect(filterItems(items, { ...noFilters, nonTradable: true })).toHaveLength(1);
    expect(filterItems(items, { ...noFilters, tradable: true, nonTradable: true })).toHaveLength(4);
  });
  it('sorts by value, name and rarity with unknown rarity last both ways', () => {
    expect(sortItems(items, 'value_desc').map((i) => i.itemVariant.value)).toEqual([50, 20, 10, 5]);
    expect(sortItems(items, 'value_asc')[0]!.itemVariant.value).toBe(5);
    expect(sortItems(items, 'name_asc')[0]!.itemVariant.name).toBe('Asiimov');
    expect(sortItems(items, 'rarity_desc').map((i) => i.itemVariant.rarity)).toEqual([
      'covert',
      'classified',
      'mil-spec',
      null,
    ]);
    expect(sortItems(items, 'rarity_asc').map((i) => i.itemVariant.rarity)).toEqual([
      'mil-spec',
      'classified',
      'covert',
      null,
    ]);
  });
  it('status precedence, wear, max markup above 12 and the dash-url rule', () => {
    expect(itemStatus(item({ isProtected: true, listingInfo: { isListed: true, currentMarkup: 3 } }))).toBe(
      'protected',
    );
    expect(itemStatus(item({ tradable: false, listingInfo: { isListed: true, currentMarkup: 3 } }))).toBe(
      'listed',
    );
    expect(itemStatus(item({ tradable: false }))).toBe('non-tradable');
    expect(wearOf(item({ steamInspectItem: { paintWear: 0.07 } }))?.code).toBe('FN');
    expect(wearOf(item({ steamInspectItem: { paintWear: 0.25 } }))?.percent).toBeCloseTo(25);
    expect(wearOf(item({ steamInspectItem: { paintWear: 0.5 } }))?.code).toBe('BS');
    expect(showsMaxMarkup(item({ maxMarkupPercent: 12 }))).toBe(false);
    expect(showsMaxMarkup(item({ maxMarkupPercent: 12.5 }))).toBe(true);
    expect(itemImageSrc('-abc')).toMatch(/\/-abc\/360fx360f$/);
    expect(itemImageSrc('https://x/y.png')).toBe('https://x/y.png');
  });
  it('keeps the data order among equal keys and reuses an order and a filter pass across changes', () => {
    const same = [1, 2, 3].map((n) => item({ steamExternalAssetId: String(n), v: { value: 7 } }));
    expect(sortItems(same, 'value_desc').map((i) => i.steamExternalAssetId)).toEqual(['1', '2', '3']);
    expect(sortItems(same, 'value_asc').map((i) => i.steamExternalAssetId)).toEqual(['1', '2', '3']);
    const index = indexInventory(items);
    expect(sortOrder(index, 'name_asc')).toBe(sortOrder(index, 'name_asc'));
    const pass = matchingItems(index, { ...noFilters, tradable: true });
    expect(visibleItems(index, pass, 'value_asc').map((i) => i.itemVariant.value)).toEqual([10, 20, 50]);
    expect(visibleItems(index, pass, 'value_desc').map((i) => i.itemVariant.value)).toEqual([50, 20, 10]);
  });
  it('filters and sorts 5,000 items', () => {
    const many = Array.from({ length: 5000 }, (_, i) => item({ v: { value: i % 97, name: `Skin ${i}` } }));
    expect(sortItems(filterItems(many, { ...noFilters, search: 'skin 1' }), 'value_desc').length).toBe(1111);
  });
});

const trade = (
  action: Trade['action'],
  coin: number,
  profit: number | null,
  estimated: number | null,
): Trade => ({
  trade_id: `${action}-${coin}`,
  email: 'a@b.c',
  steam_id: '1',
  action,
  source: 'CSGORoll',
  credits_used: 1,
  profit,
  estimated_profit: estimated,
  estimated_buy_price: null,
  reference_value: null,
  reference_percent: null,
  linked_trade_id: null,
  timestamp: new Date(coin * 1000).toISOString(),
  withdraw_trade_id: null,
  item: {
    market_name: `Item ${coin}`,
    icon_url: null,
    item_variant_brand: null,
    item_variant_name: null,
    item_variant_color: null,
    item_variant_id: null,
    rarity: null,
    min_wear_float: null,
    max_wear_float: null,
    max_markup: null,
    stickers: [],
    stickers_cost: 0,
    unique_item_identifier: null,
    steam_asset_id: null,
    coin_value: coin,
    markup: 1,
  },
});

describe('trading statistics (section 9)', () => {
  it('adds realised and estimated profit, over withdrawn coin value; the total is the rows’ Profit column', () => {
    const rows = [
      trade('Withdraw', 100, null, 5),
      trade('Withdraw', 100, null, 5),
      // A withdrawal a sale closed answers no estimate: its profit is the sale's.
      trade('Withdraw', 100, null, null),
      trade('Deposit', 120, null, 10),
      trade('Completed', 130, 30, null),
    ];
    const stats = tradingStats(rows);
    expect(stats).toMatchObject({
      withdraws: 3,
      deposits: 2,
      completed: 1,
      trades: 6,
      realisedProfit: 30,
      estimatedProfit: 20,
      totalProfit: 50,
    });
    expect(stats.averageProfitPercent).toBeCloseTo((50 / 300) * 100);
    expect(rows.reduce((sum, t) => sum + profitOf(t), 0)).toBe(stats.totalProfit);
  });
  it('labels axes with K above 1e3 and M above 1e6, and expands a single point into three', () => {
    expect([axisLabel(999), axisLabel(1500), axisLabel(2_500_000)]).toEqual(['999', '1.5K', '2.5M']);
    expect(expandSinglePoint([{ timestamp: '2026-11-25T12:00:00.000Z' }]).map((p) => p.timestamp)).toEqual([
      '2026-11-25T11:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T13:00:00.000Z',
    ]);
  });
});

describe('trade table', () => {
  const list = [trade('Withdraw', 3, null, 1), trade('Deposit', 1, null, 1), trade('Completed', 2, 1, null)];
  it('sorts time descending by default; a new column ascending, the same column toggles', () => {
    expect(sortTrades(list, defaultSort, () => '').map((t) => t.item.coin_value)).toEqual([3, 2, 1]);
    const byPrice = nextSort(defaultSort, 'price');
    expect(byPrice).toEqual({ key: 'price', dir: 'asc' });
    expect(nextSort(byPrice, 'price').dir).toBe('desc');
  });
  it('searches market name, account, action and source; pages say X to Y of N', () => {
    expect(searchTrades(list, 'deposit', () => 'x')).toHaveLength(1);
    expect(searchTrades(list, 'main', () => 'Main')).toHaveLength(3);
    expect(pageOf(60, 3, 25)).toEqual({ from: 51, to: 60, pages: 3 });
    expect(pageOf(60, 1, -1)).toEqual({ from: 1, to: 60, pages: 1 });
    expect(pageOf(0, 1, 25)).toEqual({ from: 0, to: 0, pages: 1 });
  });
});

describe('rarity labels', () => {
  it("name CSGORoll's raw rarities as the spec's labels", () => {
    expect(rarityLabel('covert')).toBe('Covert');
    expect(rarityLabel('mil-spec')).toBe('Mil-Spec');
    expect(rarityLabel('consumer')).toBe('Consumer Grade');
    expect(rarityLabel('industrial_grade')).toBe('Industrial Grade');
    expect(rarityLabel('high grade')).toBe('High Grade');
    expect(rarityRank('consumer')).toBe(0);
  });
});

describe('tradesCsv', () => {
  const rows = [
    { ...trade('Withdraw', 110, null, 5.25), steam_id: '76561198000000001' },
    { ...trade('Deposit', 20, 3, null), item: { ...trade('Deposit', 20, 3, null).item, markup: 4.5 } },
  ];
  const name = (steamId: string) => (steamId === '1' ? 'Main, "Roll"' : 'Alt account');

  it('has the columns the table shows, in its order, with exact times', () => {
    const [header, first, second] = tradesCsv(rows, name, privacyMasks(false)).trimEnd().split('\r\n');
    expect(header).toBe('Item,Account,Action,Price,Markup,% of ref,Source,Profit,Credits,Time');
    expect(first).toBe(
      `Item 110,Alt account,Withdraw,110.00,1.00%,—,CSGORoll,5.25,1.00,${rows[0]!.timestamp}`,
    );
    expect(second).toBe(
      `Item 20,"Main, ""Roll""",Deposit,20.00,4.50%,—,CSGORoll,3.00,1.00,${rows[1]!.timestamp}`,
    );
  });

  it('masks names and hides amounts in privacy mode', () => {
    const text = tradesCsv(rows, name, privacyMasks(true));
    expect(text).not.toContain('Alt account');
    expect(text).not.toContain('110.00');
    expect(text).not.toContain('5.25');
    expect(text).toContain('Item 110');
  });
});
