import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('shows euros with two decimals and an upper-case currency', () => {
    expect(formatCents(6900, 'eur')).toBe('69.00 EUR');
    expect(formatCents(5)).toBe('0.05 EUR');
  });
});
