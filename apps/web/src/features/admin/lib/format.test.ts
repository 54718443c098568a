import { describe, expect, it } from 'vitest';
import { formatEuro } from './format';

describe('formatEuro', () => {
  it('always shows two decimals, also for a sum of float revenues', () => {
    expect(formatEuro(108.2)).toBe('€108.20');
    expect(formatEuro(49 + 59.2)).toBe('€108.20');
    expect(formatEuro(0.1 + 0.2)).toBe('€0.30');
    expect(formatEuro(1234)).toBe('€1,234.00');
  });
});
