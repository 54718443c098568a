import { describe, expect, it } from 'vitest';
import { formatBalance, formatCents } from './money';

describe('formatCents', () => {
  it('shows euros with two decimals and an upper-case currency', () => {
    expect(formatCents(6900, 'eur')).toBe('69.00 EUR');
    expect(formatCents(5)).toBe('0.05 EUR');
  });
});

describe('formatBalance', () => {
  it('shows two decimals and groups thousands', () => {
    expect(formatBalance(1000)).toBe('1,000.00');
    expect(formatBalance(1234567.891)).toBe('1,234,567.89');
    expect(formatBalance(0.68)).toBe('0.68');
  });
});
