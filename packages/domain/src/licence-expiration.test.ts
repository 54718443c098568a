import { describe, expect, it } from 'vitest';
import { licenceDaysRemaining } from './licence';
import { adminLicenceStatus, readLicenceExpiry } from './licence-expiration';

const now = new Date('2026-11-23T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('readLicenceExpiry', () => {
  it.each([
    [-40, 'premium', 'expired_long', 'Expired 40d ago', false],
    [-10, 'premium', 'expired_medium', 'Expired 10d ago', false],
    [-1, 'premium', 'expired_recent', 'Expired 1d ago', false],
    [-0.01, 'premium', 'expired_recent', 'Expired today', false],
    [0.25, 'premium', 'expires_soon', '1d remaining', true],
    [0.95, 'free_trial', 'expires_soon', '1d remaining', true],
    [5.5, 'depositor', 'expires_soon', '6d remaining', true],
    [30, 'premium', 'active_short', '30d remaining', true],
    [20, 'premium', 'active_short', '20d remaining', true],
    [60, 'premium', 'active_medium', '60d remaining', true],
    [200, 'admin', 'active_long', '200d remaining', true],
    [12, 'user', 'active_short', '12d (inactive)', false],
  ] as const)('%s days on %s reads %s, "%s"', (days, role, status, text, isActive) => {
    const reading = readLicenceExpiry(role, inDays(days), now);
    expect(reading).toMatchObject({ status, expiresIn: text, isActive });
  });

  it('counts days as the profile does: rounded up', () => {
    const expiry = inDays(30);
    expect(readLicenceExpiry('premium', expiry, now).daysRemaining).toBe(
      licenceDaysRemaining(expiry.toISOString(), now.getTime()),
    );
    expect(readLicenceExpiry('premium', inDays(-1 / 24), now)).toMatchObject({
      daysRemaining: 0,
      expiresIn: 'Expired today',
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
