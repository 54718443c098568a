import { describe, expect, it } from 'vitest';
import { idleReasonOf } from './idle-state';

const settings = { sniping_enabled: true, min_value: 20, max_markup: 4.9 };

describe('idleReasonOf', () => {
  it('is out of coins below min_value, out of credits below the smallest charge, else buying', () => {
    expect(idleReasonOf(settings, { balance: 0.68, credits: 500, creditMultiplier: 1 })).toBe('out of coins');
    // The cheapest withdrawal (20 coins at 4.9 % markup) uses 20 x 0.4 = 8 credits.
    expect(idleReasonOf(settings, { balance: 1000, credits: 7.99, creditMultiplier: 1 })).toBe(
      'out of credits',
    );
    expect(idleReasonOf(settings, { balance: 1000, credits: 8, creditMultiplier: 1 })).toBeNull();
    expect(idleReasonOf(settings, { balance: 1000, credits: Infinity, creditMultiplier: 1 })).toBeNull();
    expect(
      idleReasonOf({ ...settings, sniping_enabled: false }, { balance: 0, credits: 0, creditMultiplier: 1 }),
    ).toBeNull();
  });
});
