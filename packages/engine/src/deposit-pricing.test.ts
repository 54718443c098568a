import { DEFAULT_CSGOROLL_SETTINGS } from '@skinpilot/domain';
import { describe, expect, it } from 'vitest';
import { creditsForTrade, depositMode } from './credits';
import {
  decayedMarkup,
  depositMarkup,
  depositMarkupFloor,
  depositPrice,
  estimatedResale,
  planDepositRun,
  type DepositCandidate,
  type DepositPricing,
} from './deposit-pricing';

const defaults: DepositPricing = DEFAULT_CSGOROLL_SETTINGS;
const pricing = (over: Partial<DepositPricing> = {}): DepositPricing => ({ ...defaults, ...over });

const item = (assetId: string, value: number, over: Partial<DepositCandidate> = {}): DepositCandidate => ({
  assetId,
  itemVariantId: `ItemVariant:${assetId}`,
  marketName: `AK-47 | Redline (Field-Tested) #${assetId}`,
  tradable: true,
  value,
  maxMarkupPercent: 12,
  ...over,
});

describe('the markup each auto-deposit strategy gives an item', () => {
  it.each([
    // strategy, settings, item value, item max markup, markup
    ['fixed', {}, 50, 12, 10],
    ['fixed', { auto_deposit_fixed_markup: 4.5 }, 50, 12, 4.5],
    ['fixed: capped at the max markup', {}, 500, 8, 8],
    ['conditional: above the threshold', { auto_deposit_markup_strategy: 'conditional' }, 15.01, 12, 9.5],
    [
      'conditional: at the threshold is not above',
      { auto_deposit_markup_strategy: 'conditional' },
      15,
      12,
      10,
    ],
    ['conditional: below the threshold', { auto_deposit_markup_strategy: 'conditional' }, 3, 12, 10],
    [
      'conditional: capped at the max markup',
      { auto_deposit_markup_strategy: 'conditional', auto_deposit_conditional_markup: 30 },
      100,
      12,
      12,
    ],
    ['max', { auto_deposit_markup_strategy: 'max' }, 50, 12, 12],
    ['max', { auto_deposit_markup_strategy: 'max' }, 500, 8, 8],
    ['percentage_of_max: default 85 %', { auto_deposit_markup_strategy: 'percentage_of_max' }, 50, 12, 10.2],
    [
      'percentage_of_max: 100 % is the max',
      { auto_deposit_markup_strategy: 'percentage_of_max', auto_deposit_percentage_of_max: 100 },
      50,
      8,
      8,
    ],
    [
      'percentage_of_max: 33 % of 7 rounds down to the cent',
      { auto_deposit_markup_strategy: 'percentage_of_max', auto_deposit_percentage_of_max: 33 },
      50,
      7,
      2.31,
    ],
  ] as const)('%s', (_label, over, value, maxMarkupPercent, expected) => {
    expect(depositMarkup(pricing(over), { value, maxMarkupPercent })).toBe(expected);
  });

  it('refuses an unknown strategy instead of guessing', () => {
    const bad = pricing({ auto_deposit_markup_strategy: 'best' as never });
    expect(() => depositMarkup(bad, { value: 1, maxMarkupPercent: 12 })).toThrow(RangeError);
  });
});

describe('the price asked', () => {
  it.each([
    [100, 10, 110],
    [12.34, 10, 13.57], // 13.574 rounds down
    [0.99, 12, 1.1], // 1.1088 rounds down
    [7.1, 0, 7.1],
  ])('%f coins at %f %% is %f', (value, markup, price) => {
    expect(depositPrice(value, markup)).toBe(price);
  });

  it('never exceeds the ceiling CSGORoll computes (value x (1 + max markup), to the cent)', () => {
    for (const value of [0.37, 1.01, 13.33, 99.99, 1234.56]) {
      const max = 8;
      const ceiling = Math.round(value * (1 + max / 100) * 100) / 100;
      expect(
        depositPrice(
          value,
          depositMarkup(pricing({ auto_deposit_markup_strategy: 'max' }), { value, maxMarkupPercent: max }),
        ),
      ).toBeLessThanOrEqual(ceiling);
    }
  });
});

describe('which items a run lists', () => {
  it('lists tradable items within min..max value, most valuable first, at their strategy price', () => {
    const plan = planDepositRun(
      pricing({ auto_deposit_min_value: 5, auto_deposit_max_value: 200 }),
      [item('a', 4.99), item('b', 5), item('c', 200), item('d', 200.01), item('e', 50, { tradable: false })],
      [],
    );
    expect(plan.list).toEqual([
      {
        assetId: 'c',
        itemVariantId: 'ItemVariant:c',
        marketName: expect.any(String),
        value: 220,
        markupPercent: 10,
      },
      {
        assetId: 'b',
        itemVariantId: 'ItemVariant:b',
        marketName: expect.any(String),
        value: 5.5,
        markupPercent: 10,
      },
    ]);
    expect(plan.skipped).toEqual(
      expect.arrayContaining([
        { assetId: 'a', reason: 'below_min_value' },
        { assetId: 'd', reason: 'above_max_value' },
        { assetId: 'e', reason: 'not_tradable' },
      ]),
    );
    expect(plan.relist).toEqual([]);
  });

  it('has no upper bound when max value is blank', () => {
    const plan = planDepositRun(pricing({ auto_deposit_max_value: null }), [item('a', 49999)], []);
    expect(plan.list.map((l) => l.assetId)).toEqual(['a']);
  });

  it('lists at most max items per run and says which it left for later', () => {
    const inventory = [item('a', 10), item('b', 30), item('c', 20), item('d', 40)];
    const plan = planDepositRun(pricing({ auto_deposit_max_items_per_run: 2 }), inventory, []);
    expect(plan.list.map((l) => l.assetId)).toEqual(['d', 'b']);
    expect(plan.skipped).toEqual([
      { assetId: 'c', reason: 'over_items_per_run' },
      { assetId: 'a', reason: 'over_items_per_run' },
    ]);
  });

  it('does not list an item again that is already listed, nor the same asset twice', () => {
    const plan = planDepositRun(
      pricing({ auto_deposit_markup_strategy: 'fixed', auto_deposit_fixed_markup: 10 }),
      [item('a', 10), item('b', 10), item('b', 10)],
      [{ tradeId: 'Trade:1', assetId: 'a', markupPercent: 5 }],
    );
    expect(plan.list.map((l) => l.assetId)).toEqual(['b']);
    expect(plan.skipped).toEqual([{ assetId: 'a', reason: 'already_listed' }]);
  });

  it('skips an item whose numbers are not numbers', () => {
    const plan = planDepositRun(
      pricing(),
      [item('a', Number.NaN), item('b', 0), item('c', 5, { itemVariantId: '' })],
      [],
    );
    expect(plan.list).toEqual([]);
    expect(plan.skipped.map((s) => s.reason)).toEqual(['invalid_item', 'invalid_item', 'invalid_item']);
  });
});

describe('markup decay of unsold listings', () => {
  it('relists one point lower each run, down to half the strategy markup, then holds', () => {
    const p = pricing({ auto_deposit_fixed_markup: 10 });
    const floor = depositMarkupFloor(p, { value: 50, maxMarkupPercent: 12 });
    expect(floor).toBe(5);
    const steps: number[] = [];
    let markup = 10;
    for (let run = 0; run < 8; run++) {
      const plan = planDepositRun(
        p,
        [item('a', 50)],
        [{ tradeId: `Trade:${run}`, assetId: 'a', markupPercent: markup }],
      );
      if (plan.relist.length === 0) break;
      const [relist] = plan.relist;
      expect(relist).toMatchObject({ cancelTradeId: `Trade:${run}`, previousMarkupPercent: markup });
      expect(relist!.value).toBe(depositPrice(50, relist!.markupPercent));
      markup = relist!.markupPercent;
      steps.push(markup);
    }
    expect(steps).toEqual([9, 8, 7, 6, 5]);
  });

  it.each([
    [10, 5, 9],
    [5.5, 5, 5],
    [5, 5, 5],
    [3, 5, 5],
  ])('from %f %% with floor %f the next markup is %f', (current, floor, next) => {
    expect(decayedMarkup(current, floor)).toBe(next);
  });

  it('does not raise a listing already below the floor (settings changed since)', () => {
    const plan = planDepositRun(
      pricing(),
      [item('a', 50)],
      [{ tradeId: 'Trade:1', assetId: 'a', markupPercent: 2 }],
    );
    expect(plan.relist).toEqual([]);
    expect(plan.skipped).toEqual([{ assetId: 'a', reason: 'already_listed' }]);
  });

  it('follows the max strategy floor: half the item max markup', () => {
    const p = pricing({ auto_deposit_markup_strategy: 'max' });
    expect(depositMarkupFloor(p, { value: 500, maxMarkupPercent: 8 })).toBe(4);
  });
});

describe('the reference floor (auto_deposit_reference_floor, off by default)', () => {
  const floorOn = pricing({ auto_deposit_fixed_markup: 2, auto_deposit_reference_floor: true });

  it('lists at the strategy markup when that already reaches the reference, or without the floor', () => {
    expect(planDepositRun(floorOn, [item('a', 100, { reference: 101 })], []).list[0]).toMatchObject({
      markupPercent: 2,
      value: 102,
    });
    const off = pricing({ auto_deposit_fixed_markup: 2 });
    expect(planDepositRun(off, [item('a', 100, { reference: 110 })], []).list[0]!.value).toBe(102);
  });

  it('raises the markup to reach the reference, never listing below it', () => {
    const [listed] = planDepositRun(floorOn, [item('a', 100, { reference: 107.5 })], []).list;
    expect(listed!.markupPercent).toBe(7.5);
    expect(listed!.value).toBeGreaterThanOrEqual(107.5);
  });

  it('does not list an item whose max markup cannot reach the reference; no reference: no floor', () => {
    const plan = planDepositRun(
      floorOn,
      [item('a', 100, { reference: 150 }), item('b', 100, { reference: null })],
      [],
    );
    expect(plan.skipped).toEqual([{ assetId: 'a', reason: 'below_reference' }]);
    expect(plan.list).toMatchObject([{ assetId: 'b', markupPercent: 2 }]);
  });

  it('decays an unsold listing no lower than the reference', () => {
    const p = pricing({ auto_deposit_fixed_markup: 10, auto_deposit_reference_floor: true });
    const plan = planDepositRun(
      p,
      [item('a', 100, { reference: 108 })],
      [{ tradeId: 'Trade:1', assetId: 'a', markupPercent: 8.5 }],
    );
    expect(plan.relist[0]).toMatchObject({ markupPercent: 8, value: 108 });
  });
});

describe('what a withdrawn item would fetch when sold again (estimatedResale)', () => {
  const on = (over: Partial<DepositPricing> = {}) =>
    ({ ...pricing({ auto_deposit_fixed_markup: 5, ...over }), auto_deposit_enabled: true }) as const;
  it.each([
    ['auto-deposit at the fixed markup', on(), 100, 120, 105],
    [
      'auto-deposit, floor on: at least the reference',
      on({ auto_deposit_reference_floor: true }),
      100,
      120,
      120,
    ],
    [
      'auto-deposit at the max strategy: the reference',
      on({ auto_deposit_markup_strategy: 'max' }),
      100,
      120,
      120,
    ],
    ['auto-deposit off: the reference', { ...on(), auto_deposit_enabled: false }, 100, 120, 120],
    [
      'no reference, auto-deposit off: the base value',
      { ...on(), auto_deposit_enabled: false },
      100,
      null,
      100,
    ],
  ] as const)('%s', (_title, p, value, reference, expected) => {
    expect(estimatedResale(p, { value, reference })).toBe(expected);
  });
});

describe('deposit credits (public-site.md section 9, through creditsForTrade)', () => {
  it.each([
    ['premium', true, 1, 15],
    ['depositor', true, 1, 25],
    ['premium', false, 1, 0],
    ['depositor', true, 2, 50],
  ] as const)(
    '%s, automatic %s, multiplier %f: 100 coins sold use %f credits',
    (role, automatic, multiplier, credits) => {
      expect(
        creditsForTrade(
          { action: 'deposit', itemValue: 100, mode: depositMode(role, automatic) },
          multiplier,
        ),
      ).toBe(credits);
    },
  );
});
