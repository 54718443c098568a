import { describe, expect, it } from 'vitest';
import { isLicenceValid, parseUtc } from './licence-validity';
import { snipingRefusal } from './sniping-right';

const now = new Date('2026-11-22T12:00:00Z');

describe('licence validity', () => {
  it('reads timestamps without a zone as UTC', () => {
    expect(parseUtc('2026-11-22 13:00:00')?.toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(parseUtc('2026-11-22T13:00:00+02:00')?.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(parseUtc('not a date')).toBeNull();
  });

  it('is valid only while the expiry is in the future', () => {
    expect(isLicenceValid('2026-11-22T12:00:01', now)).toBe(true);
    expect(isLicenceValid('2026-11-22T12:00:00Z', now)).toBe(false);
    expect(isLicenceValid(null, now)).toBe(false);
  });
});

describe('snipingRefusal', () => {
  const future = '2026-12-01T00:00:00Z';
  it('needs a valid licence, then at least one credit', () => {
    expect(
      snipingRefusal({ role: 'premium', license_expiry: '2026-11-01T00:00:00Z', credits: 500 }, now),
    ).toBe('License required');
    expect(snipingRefusal({ role: 'premium', license_expiry: future, credits: 0.5 }, now)).toBe(
      'Credits required',
    );
    expect(snipingRefusal({ role: 'premium', license_expiry: future, credits: 1 }, now)).toBeNull();
  });

  it('always lets an admin through', () => {
    expect(snipingRefusal({ role: 'admin', license_expiry: null, credits: 0 }, now)).toBeNull();
  });
});
