import { describe, expect, it } from 'vitest';
import {
  daysRemainingTone,
  isFreeTrialHintShown,
  licenceCountdown,
  licenceDaysRemaining,
  licenceLabel,
  licenceState,
  membershipDuration,
  parseUtcTimestamp,
} from './licence';

const now = Date.parse('2026-03-10T12:00:00Z');
const later = (ms: number) => new Date(now + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('parseUtcTimestamp', () => {
  it('reads a timestamp without a zone as UTC', () => {
    expect(parseUtcTimestamp('2026-03-10T12:00:00')).toBe(now);
    expect(parseUtcTimestamp('2026-03-10 12:00:00')).toBe(now);
  });
  it('keeps an explicit zone or offset', () => {
    expect(parseUtcTimestamp('2026-03-10T12:00:00Z')).toBe(now);
    expect(parseUtcTimestamp('2026-03-10T14:00:00+02:00')).toBe(now);
  });
  it('answers NaN for text that is not a date', () => {
    expect(parseUtcTimestamp('soon')).toBeNaN();
  });
});

describe('licenceCountdown', () => {
  it.each([
    [null, 'No License'],
    ['', 'No License'],
    ['not a date', 'Invalid Date'],
    [later(-1000), 'Expired'],
    [later(0), 'Expired'],
    [later(3 * DAY + 5 * HOUR + 59 * MINUTE), '3d 5h'],
    [later(DAY), '1d 0h'],
    [later(4 * HOUR + 7 * MINUTE + 30_000), '4h 7m'],
    [later(12 * MINUTE + 9_000), '12m 9s'],
    [later(999), '0m 0s'],
  ])('%s -> %s', (expiry, text) => {
    expect(licenceCountdown(expiry, now)).toBe(text);
  });

  it('reads an expiry without a zone as UTC', () => {
    expect(licenceCountdown('2026-03-10T14:30:00', now)).toBe('2h 30m');
  });
});

describe('licence state and days remaining', () => {
  it('is active in the future, expired in the past, none without an expiry', () => {
    expect(licenceState(later(HOUR), now)).toBe('active');
    expect(licenceState(later(-HOUR), now)).toBe('expired');
    expect(licenceState(null, now)).toBe('none');
    expect(licenceState('garbage', now)).toBe('none');
  });
  it('rounds days remaining up', () => {
    expect(licenceDaysRemaining(later(HOUR), now)).toBe(1);
    expect(licenceDaysRemaining(later(7 * DAY), now)).toBe(7);
    expect(licenceDaysRemaining(later(7 * DAY + 1), now)).toBe(8);
    expect(licenceDaysRemaining(later(-DAY), now)).toBe(0);
  });
  it('colours 7 days or fewer as error, 30 or fewer as warning, more as success', () => {
    expect([1, 7, 8, 30, 31].map(daysRemainingTone)).toEqual([
      'error',
      'error',
      'warning',
      'warning',
      'success',
    ]);
  });
});

describe('licenceLabel', () => {
  it.each([
    ['premium', 'Premium License', 'Access to all trading features including sniping and advanced tools'],
    ['depositor', 'Deposit Bot License', 'Access to deposit bot features and basic trading tools'],
    ['admin', 'Admin License', 'Full administrative access to all system features'],
    ['free_trial', 'Trial License', 'Limited access to basic features during trial period'],
    ['user', 'License', 'Access to licensed features'],
  ])('%s', (role, title, description) => {
    expect(licenceLabel(role)).toEqual({ title, description });
  });
});

describe('the free-trial hint', () => {
  it('shows for role user without an active licence only', () => {
    expect(isFreeTrialHintShown('user', null, now)).toBe(true);
    expect(isFreeTrialHintShown('user', later(-DAY), now)).toBe(true);
    expect(isFreeTrialHintShown('user', later(DAY), now)).toBe(false);
    expect(isFreeTrialHintShown('premium', null, now)).toBe(false);
    expect(isFreeTrialHintShown('free_trial', later(-DAY), now)).toBe(false);
  });
});

describe('membershipDuration', () => {
  const signedUp = (days: number) => new Date(now - days * DAY).toISOString();
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [29, '29 days'],
    [30, '1 month'],
    [59, '1 month'],
    [60, '2 months'],
    [364, '12 months'],
    [365, '1 year'],
    [800, '2 years'],
  ])('%i days -> %s', (days, text) => {
    expect(membershipDuration(signedUp(days), now)).toBe(text);
  });
});
