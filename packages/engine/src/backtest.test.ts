import { describe, expect, it } from 'vitest';
import { createBacktest } from './backtest';
import { creditsForTrade } from './credits';
import type { Listing } from './listing';
import { prepareListing } from './prepare-listing';

const T0 = Date.parse('2026-11-27T10:00:00Z');
let ids = 0;
const listing = (
  totalValue: number,
  markupPercent: number,
  name = 'AK-47 | Redline (Field-Tested)',
): Listing => ({
  id: `l${(ids += 1)}`,
  status: 'LISTED',
  createdAt: T0,
  canJoinAfter: T0 + 40_000,
  suspectedTraderCanJoinAfter: null,
  expiresAt: T0 + 3_600_000,
  totalValue,
  markupPercent,
  items: [
    {
      marketName: name,
      name: 'Redline',
      brand: 'AK-47',
      exterior: 'Field-Tested',
      rarity: 'classified',
      baseValue: totalValue / (1 + markupPercent / 100),
      value: totalValue,
      paintWear: 0.2,
      patternPercent: null,
      stickers: [],
    },
  ],
});
const book = (coins: number) => () => coins;

describe('back-test of settings over recorded listings', () => {
  const feed = [
    prepareListing(listing(100, 1), book(110)),
    prepareListing(listing(300, 4), book(280)),
    prepareListing(listing(50, 12)),
    prepareListing(listing(2_000, 2), book(2_100)),
  ];

  it('counts what permissive settings take, with value, markup, profit against the reference and credits', () => {
    const test = createBacktest({ min_value: 1, max_value: 10_000, max_markup: 20 }, 1);
    for (const l of feed) test.add(l, T0);
    const figures = test.result();
    expect(figures).toMatchObject({
      matched: 4,
      totalValue: 2_450,
      averageMarkup: 4.75,
      estimatedProfit: 10 - 20 + 100,
      priced: 3,
    });
    const charged = [
      [100, 1],
      [300, 4],
      [50, 12],
      [2_000, 2],
    ].reduce(
      (sum, [v, m]) => sum + creditsForTrade({ action: 'withdrawal', itemValue: v!, markupPercent: m! }),
      0,
    );
    expect(figures.credits).toBeCloseTo(charged, 2);
    expect(figures.largest.map((m) => m.totalValue)).toEqual([2_000, 300, 100, 50]);
  });

  it('matches nothing with impossible settings, and sniping off in the form does not hide the filters', () => {
    const none = createBacktest({ min_value: 5_000, max_value: 5_000, max_markup: 0 }, 1);
    for (const l of feed) none.add(l, T0);
    expect(none.result()).toMatchObject({
      matched: 0,
      totalValue: 0,
      averageMarkup: null,
      credits: 0,
      largest: [],
    });
    const off = createBacktest(
      { sniping_enabled: false, min_value: 1, max_value: 10_000, max_markup: 20 },
      1,
    );
    for (const l of feed) off.add(l, T0);
    expect(off.result().matched).toBe(4);
  });

  it('judges a listing at the time it was seen: an expired one is not matched', () => {
    const test = createBacktest({ min_value: 1, max_value: 10_000, max_markup: 20 }, 1);
    expect(test.add(feed[0]!, T0 + 3_600_000)).toBe(false);
  });
});
