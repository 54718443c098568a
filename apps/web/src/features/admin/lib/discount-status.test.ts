import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput, usageOf } from './discount-status';

describe('usageOf', () => {
  it('shows unlimited codes with an empty bar', () => {
    expect(usageOf({ times_used: 3, usage_limit: 0 })).toEqual({ text: '3 / ∞', percent: 0 });
  });
  it('fills the bar by uses over the limit', () => {
    expect(usageOf({ times_used: 5, usage_limit: 10 })).toEqual({ text: '5 / 10', percent: 50 });
  });
});

describe('expiry input', () => {
  it('round-trips an instant through the local input', () => {
    const iso = '2026-12-31T22:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });
});
