import { describe, expect, it } from 'vitest';
import type { CEconItem } from 'steamcommunity';
import { inventoryItemsOf } from './inventory-item';

const econ = (assetid: string, contextid: string, tradable = true) =>
  ({
    assetid,
    contextid,
    classid: '1',
    instanceid: '0',
    name: 'AK-47 | Redline',
    market_name: 'AK-47 | Redline (Field-Tested)',
    market_hash_name: 'AK-47 | Redline (Field-Tested)',
    type: 'Classified Rifle',
    icon_url: 'abc',
    tradable,
    marketable: tradable,
    tags: [{ category: 'Exterior', internal_name: 'WearCategory2' }],
  }) as unknown as CEconItem;

describe('a Steam inventory answer', () => {
  it('reads contexts 2 and 16 (trade protection), and skips another context with the reason', () => {
    const skipped: string[] = [];
    const items = inventoryItemsOf(
      [econ('1', '2'), econ('2', '16', false), econ('3', '6')],
      'https://assets.example',
      (reason) => skipped.push(reason),
    );
    expect(items.map((i) => [i.assetId, i.protected])).toEqual([
      ['1', false],
      ['2', true],
    ]);
    expect(skipped).toEqual(['inventory item 3 skipped: unknown context 6']);
  });
});
