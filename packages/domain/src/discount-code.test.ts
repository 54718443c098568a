import { describe, expect, it } from 'vitest';
import { discountCodeStatus } from './discount-code';

const now = new Date('2026-11-23T12:00:00Z');
const code = { active: true, expiresAt: null, usageLimit: 0, timesUsed: 0 };

describe('discountCodeStatus', () => {
  it('is active without expiry and with unlimited use (limit 0)', () => {
    expect(discountCodeStatus({ ...code, timesUsed: 10_000 }, now)).toBe('active');
  });
  it('is expired from the expiry instant on', () => {
    expect(discountCodeStatus({ ...code, expiresAt: now }, now)).toBe('expired');
    expect(discountCodeStatus({ ...code, expiresAt: new Date(now.getTime() + 1) }, now)).toBe('active');
  });
  it('reaches its limit when the uses equal the limit', () => {
    expect(discountCodeStatus({ ...code, usageLimit: 2, timesUsed: 2 }, now)).toBe('limit_reached');
    expect(discountCodeStatus({ ...code, usageLimit: 2, timesUsed: 1 }, now)).toBe('active');
  });
  it('shows inactive before anything else', () => {
    expect(
      discountCodeStatus({ ...code, active: false, expiresAt: now, usageLimit: 1, timesUsed: 1 }, now),
    ).toBe('inactive');
  });
});
