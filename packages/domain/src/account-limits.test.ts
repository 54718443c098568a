import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_LIMITS, effectiveLimits, hasFreeSlot } from './account-limits';

describe('effectiveLimits', () => {
  it('adds purchased extras to the role base', () => {
    expect(effectiveLimits(DEFAULT_BASE_LIMITS.premium, { steam: 2, csgoroll: 0, sniping: 1 })).toEqual({
      steam: 7,
      csgoroll: 5,
      sniping: 4,
    });
  });

  it('never goes above the absolute caps of 20, 20 and 10', () => {
    expect(effectiveLimits(DEFAULT_BASE_LIMITS.admin, { steam: 5, csgoroll: 5, sniping: 5 })).toEqual({
      steam: 20,
      csgoroll: 20,
      sniping: 10,
    });
  });

  it('gives a user without a licence nothing', () => {
    const limits = effectiveLimits(DEFAULT_BASE_LIMITS.user, { steam: 0, csgoroll: 0, sniping: 0 });
    expect(hasFreeSlot({ steam: 0, csgoroll: 0, sniping: 0 }, limits, 'steam')).toBe(false);
  });

  it('has a free slot only below the limit', () => {
    const limits = DEFAULT_BASE_LIMITS.free_trial;
    expect(hasFreeSlot({ steam: 0, csgoroll: 1, sniping: 0 }, limits, 'steam')).toBe(true);
    expect(hasFreeSlot({ steam: 0, csgoroll: 1, sniping: 0 }, limits, 'csgoroll')).toBe(false);
  });
});
