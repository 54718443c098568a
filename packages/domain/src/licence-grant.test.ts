import { describe, expect, it } from 'vitest';
import { extendedLicenceExpiry, grantedLicence } from './licence-grant';

const now = new Date('2026-11-26T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('extendedLicenceExpiry', () => {
  it('adds the days to what is left of a running licence', () => {
    expect(extendedLicenceExpiry(inDays(10), now, 30)).toEqual(inDays(40));
  });

  it('starts a lapsed or missing licence from now', () => {
    expect(extendedLicenceExpiry(inDays(-5), now, 30)).toEqual(inDays(30));
    expect(extendedLicenceExpiry(null, now, 1)).toEqual(inDays(1));
  });

  it('reads an expiry of exactly now as lapsed', () => {
    expect(extendedLicenceExpiry(now, now, 7)).toEqual(inDays(7));
  });
});

describe('grantedLicence', () => {
  const premium = { role: 'premium' as const, licenseExpiry: inDays(3) };

  it('changes only what the grant names', () => {
    expect(grantedLicence(premium, { days: 30 }, now)).toEqual({
      role: 'premium',
      licenseExpiry: inDays(33),
    });
    expect(grantedLicence(premium, { role: 'depositor' }, now)).toEqual({
      role: 'depositor',
      licenseExpiry: inDays(3),
    });
    expect(grantedLicence(premium, {}, now)).toEqual(premium);
  });

  it('gives a bought licence without taking admin from an admin', () => {
    const admin = { role: 'admin' as const, licenseExpiry: null };
    expect(grantedLicence(admin, { days: 30, role: 'premium', keepsAdmin: true }, now)).toEqual({
      role: 'admin',
      licenseExpiry: inDays(30),
    });
    expect(grantedLicence(premium, { days: 30, role: 'depositor', keepsAdmin: true }, now).role).toBe(
      'depositor',
    );
    expect(grantedLicence(admin, { role: 'user' }, now).role).toBe('user');
  });
});
