import { describe, expect, it } from 'vitest';
import { creditsForTrade } from './credit-rates';

describe('creditsForTrade with the global credit multiplier', () => {
  it('scales the credits a trade uses and keeps two decimals', () => {
    expect(creditsForTrade(100, 0.8)).toBe(80);
    expect(creditsForTrade(100, 0.8, 1.5)).toBe(120);
    expect(creditsForTrade(123.45, 0.25, 0.1)).toBe(3.09);
  });
});
