import { describe, expect, it } from 'vitest';
import { adminLicenceStatus, readLicenceExpiry } from './licence-expiration';

const now = new Date('2026-11-23T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('readLicenceExpiry', () => {
  it.each([
    [-40, 'premium', 'expired_long', 'Expired 40d ago', false],
    [-10, 'premium', 'expired_medium', 'Expired 10d ago', false],
    [-1, 'premium', 'expired_recent', 'Expired 1d ago', false],
    [0.25, 'premium', 'expires_today', 'Expires today', true],
    [5.5, 'depositor', 'expires_soon', '5d remaining', true],
    [20, 'premium', 'active_short', '20d remaining', true],
    [60, 'premium', 'active_medium', '60d remaining', true],
    [200, 'admin', 'active_long', '200d remaining', true],
    [12, 'user', 'active_short', '12d (inactive)', false],
  ] as const)('%s days on %s reads %s, "%s"', (days, role, status, text, isActive) => {
    const reading = readLicenceExpiry(role, inDays(days), now);
    expect(reading).toMatchObject({ status, expiresIn: text, isActive });
  });

  it('a licence that ran out an hour ago has days_remaining below 0', () => {
    expect(readLicenceExpiry('premium', inDays(-1 / 24), now)).toMatchObject({
      daysRemaining: -1,
      expiresIn: 'Expired 1d ago',
    });
  });
});

describe('adminLicenceStatus', () => {
  it('tells none, expired, trial and active apart', () => {
    expect(adminLicenceStatus('premium', null, now)).toBe('none');
    expect(adminLicenceStatus('premium', inDays(-1), now)).toBe('expired');
    expect(adminLicenceStatus('free_trial', inDays(2), now)).toBe('trial');
    expect(adminLicenceStatus('premium', inDays(2), now)).toBe('active');
  });
});
