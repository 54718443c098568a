import { describe, expect, it } from 'vitest';
import { productKind, productValue } from './product-kind';

describe('productKind', () => {
  it.each([
    [30, 5000, 'License + Credits'],
    [30, null, 'License'],
    [null, 10000, 'Credits'],
    [null, null, 'Unknown'],
    [0, 0, 'Unknown'],
  ])('duration %s and credits %s is %s', (duration_days, credits, kind) => {
    expect(productKind({ duration_days, credits })).toBe(kind);
  });

  it('says what the buyer gets', () => {
    expect(productValue({ duration_days: 30, credits: 5000 })).toBe('30 days + 5,000 credits');
    expect(productValue({ duration_days: 1, credits: null })).toBe('1 day');
    expect(productValue({ duration_days: null, credits: null })).toBe('-');
  });
});
