import { describe, expect, it } from 'vitest';
import { snipingRefusal } from './sniping-right';

const now = Date.parse('2026-11-22T12:00:00Z');

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

  it('reads an expiry without a zone as UTC', () => {
    expect(
      snipingRefusal({ role: 'premium', license_expiry: '2026-11-22 12:00:01', credits: 5 }, now),
    ).toBeNull();
    expect(snipingRefusal({ role: 'premium', license_expiry: '2026-11-22 11:59:59', credits: 5 }, now)).toBe(
      'License required',
    );
  });

  it('always lets an admin through', () => {
    expect(snipingRefusal({ role: 'admin', license_expiry: null, credits: 0 }, now)).toBeNull();
  });
});
