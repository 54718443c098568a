import { describe, expect, it } from 'vitest';
import { tradeStatusVerdict } from './trade-status-verdict';

describe('trade status verdict', () => {
  it('reads 12 as a rollback, 0 to 11 as standing and anything else as unknown', () => {
    expect(tradeStatusVerdict(12)).toBe('rolled_back');
    expect([0, 3, 11].map(tradeStatusVerdict)).toEqual(['standing', 'standing', 'standing']);
    expect([13, -1, 2.5, Number.NaN].map(tradeStatusVerdict)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });
});
