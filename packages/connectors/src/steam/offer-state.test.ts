// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseOfferState } from './offer-state';

describe('trade-offer state mapping', () => {
  it('keeps Steam numbers 1 to 11 and reads the library and API status texts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(normaliseOfferState)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(normaliseOfferState('TradeOfferStatus.ACTIVE')).toBe(2);
    expect(normaliseOfferState('CREATED_NEEDS_CONFIRMATION')).toBe(9);
    expect(normaliseOfferState('canceled_by_second_factor')).toBe(10);
    expect(normaliseOfferState('IN_ESCROW')).toBe(11);
    expect(normaliseOfferState('3')).toBe(3);
  });

  it('reads anything unknown as Invalid, so no action is offered on it', () => {
    expect(normaliseOfferState(12)).toBe(1);
    expect(normaliseOfferState('TradeOfferStatus.SOMETHING_NEW')).toBe(1);
    expect(normaliseOfferState(null)).toBe(1);
  });
});
