import { describe, expect, it } from 'vitest';
import {
  canPurchaseSlots,
  clampQuantity,
  insufficientCreditsMessage,
  maxBuyable,
  totalSlotCost,
} from './extra-slots';

const price = (cost: number, max = 5) => ({
  monthly_cost_per_account: cost,
  current_extras: 0,
  max_can_buy: max,
});
const pricing = { steam: price(500), csgoroll: price(1000), sniping: price(5000) };

describe('extra slots', () => {
  it('adds up the monthly cost of every type', () => {
    expect(totalSlotCost({ steam: 2, csgoroll: 1, sniping: 0 }, pricing)).toBe(2000);
  });

  it('never lets a depositor buy sniping slots', () => {
    expect(maxBuyable('sniping', 'depositor', pricing.sniping)).toBe(0);
    expect(maxBuyable('sniping', 'premium', pricing.sniping)).toBe(5);
  });

  it('keeps quantities between 0 and the maximum', () => {
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(-1, 5)).toBe(0);
    expect(clampQuantity(Number.NaN, 5)).toBe(0);
  });

  it('refuses a purchase above the credits, at zero, or while processing', () => {
    expect(insufficientCreditsMessage(1500, 1000)).toBe('Insufficient credits. You need 500 more credits.');
    expect(insufficientCreditsMessage(1000, 1000)).toBeNull();
    expect(canPurchaseSlots(0, 1000, false)).toBe(false);
    expect(canPurchaseSlots(1500, 1000, false)).toBe(false);
    expect(canPurchaseSlots(500, 1000, true)).toBe(false);
    expect(canPurchaseSlots(500, 1000, false)).toBe(true);
  });
});
