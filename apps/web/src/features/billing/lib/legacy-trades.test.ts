import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  defaultLegacyQuery,
  legacyCsv,
  legacyTotals,
  selectLegacyItems,
  type LegacyItem,
} from './legacy-trades';

const now = Date.parse('2026-11-20T12:00:00Z');
const item = (over: Partial<LegacyItem>): LegacyItem => ({
  action: 'Withdraw',
  status: 'completed',
  market_name: 'AK-47 | Redline',
  coin_value: 10,
  markup: 2,
  max_markup: null,
  stickers_cost: null,
  credits_used: null,
  trade_id: 't',
  timestamp: '2026-11-19T00:00:00',
  icon_url: null,
  stickers: [],
  item_rarity: null,
  text_message: null,
  min_float: null,
  max_float: null,
  ...over,
});

describe('legacy trades', () => {
  it('filters by action, search and the 7-day default range, newest first', () => {
    const items = [
      item({ trade_id: 'a', timestamp: '2026-11-18T00:00:00' }),
      item({ trade_id: 'b', timestamp: '2026-11-19T00:00:00' }),
      item({ trade_id: 'old', timestamp: '2026-10-01T00:00:00' }),
      item({ trade_id: 'dep', action: 'Deposit' }),
      item({ trade_id: 'awp', market_name: 'AWP | Asiimov' }),
    ];
    expect(selectLegacyItems(items, defaultLegacyQuery, now).map((i) => i.trade_id)).toEqual([
      'b',
      'awp',
      'a',
    ]);
    expect(
      selectLegacyItems(items, { ...defaultLegacyQuery, search: 'asii' }, now).map((i) => i.trade_id),
    ).toEqual(['awp']);
  });

  it('totals withdrawals with 2 decimals and exports the spec columns', () => {
    expect(legacyTotals([item({ coin_value: 1.5, markup: 1 }), item({ coin_value: 2, markup: 2 })])).toEqual({
      withdrawnValue: '3.50',
      averageMarkup: '1.50',
      count: 2,
    });
    expect(legacyCsv([item({ market_name: 'A, "B"' })]).split('\n')).toEqual([
      'Market Name,Action,Status,Coin Value,Markup,Max Markup,Stickers Cost,Credits Used,Trade ID,Date',
      '"A, ""B""",Withdraw,completed,10,2,,,,t,2026-11-19T00:00:00',
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas, keeping negative numbers', () => {
    const line = legacyCsv([
      item({ market_name: '=HYPERLINK("https://x.example")', status: '@x', markup: -2 }),
    ]).split('\n')[1];
    expect(line).toBe(`"'=HYPERLINK(""https://x.example"")",Withdraw,'@x,10,-2,,,,t,2026-11-19T00:00:00`);
  });

  it('keeps the 20 largest changes of the last 14 days in time order', () => {
    const points = Array.from({ length: 30 }, (_, i) => ({
      timestamp: new Date(now - (29 - i) * 3_600_000).toISOString(),
      value: i % 2 === 0 ? 0 : i,
    }));
    const kept = chartPoints([{ timestamp: '2026-10-01T00:00:00Z', value: 999 }, ...points], now);
    expect(kept).toHaveLength(20);
    expect(kept.map((p) => Date.parse(p.timestamp))).toEqual(
      [...kept.map((p) => Date.parse(p.timestamp))].sort(),
    );
    expect(kept.some((p) => p.value === 999)).toBe(false);
  });
});
