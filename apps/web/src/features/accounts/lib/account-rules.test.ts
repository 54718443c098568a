import { describe, expect, it } from 'vitest';
import {
  addAccountDisabledReason,
  isAtLimit,
  LOADING_LIMITS_REASON,
  NO_LICENCE_REASON,
  type LimitsView,
} from './add-account-rules';
import { canSaveLabel, isWarningMessage, labelCounterTone } from './account-label';
import { proxyStatusLabel, truncateProxy } from '../../../shared/accounts/proxy-status';
import { settingsSaveError } from './settings-error';
import { snipingPollInterval } from './sniping-poll';

const now = Date.parse('2026-01-01T12:00:00Z');
const view = (over: Partial<LimitsView>): LimitsView => ({
  role: 'free_trial',
  current: { steam: 0, csgoroll: 0, sniping: 0 },
  limits: { steam: 1, csgoroll: 1, sniping: 1 },
  license_expiry: '2026-01-02T00:00:00Z',
  ...over,
});

describe('add-account button', () => {
  it('waits for the limits, then refuses a user without a licence', () => {
    expect(addAccountDisabledReason(undefined, now)).toBe(LOADING_LIMITS_REASON);
    expect(addAccountDisabledReason(view({ role: 'user', license_expiry: null }), now)).toBe(
      NO_LICENCE_REASON,
    );
    expect(addAccountDisabledReason(view({}), now)).toBeNull();
  });

  it('is disabled once both platforms are at their limit', () => {
    const full = view({ current: { steam: 1, csgoroll: 1, sniping: 0 } });
    expect(isAtLimit(full, 'steam')).toBe(true);
    expect(addAccountDisabledReason(full, now)).not.toBeNull();
    expect(
      addAccountDisabledReason(view({ current: { steam: 1, csgoroll: 0, sniping: 0 } }), now),
    ).toBeNull();
  });
});

describe('label', () => {
  it('colours the counter above 40 and at 50', () => {
    expect(labelCounterTone(40)).toBe('normal');
    expect(labelCounterTone(41)).toBe('warning');
    expect(labelCounterTone(50)).toBe('error');
  });

  it('needs something after trimming', () => {
    expect(canSaveLabel('   ')).toBe(false);
    expect(canSaveLabel(' main ')).toBe(true);
  });

  it("treats 'Warning:' messages as warnings", () => {
    expect(isWarningMessage('Warning: label has leading or trailing spaces')).toBe(true);
    expect(isWarningMessage('Label cannot be empty')).toBe(false);
  });
});

describe('settings save errors', () => {
  it('strips the status and the generic prefix', () => {
    expect(
      settingsSaveError('422: Failed to save CSGORoll settings: max_value must be at most 1000', 'CSGORoll'),
    ).toBe('max_value must be at most 1000');
    expect(settingsSaveError('Failed to save Steam settings: bad interval', 'Steam')).toBe('bad interval');
    expect(settingsSaveError(undefined, 'Steam')).toBe('Failed to save Steam settings');
    expect(settingsSaveError('500: ', 'Steam')).toBe('Failed to save settings');
  });
});

describe('proxy and sniping', () => {
  it('labels proxy states', () => {
    expect(proxyStatusLabel('valid')).toBe('Active');
    expect(proxyStatusLabel('invalid')).toBe('Failed');
    expect(proxyStatusLabel('checking')).toBe('Testing...');
    expect(proxyStatusLabel('not_applied')).toBe('Proxy not applied');
    expect(proxyStatusLabel('weird')).toBe('Unknown');
    expect(truncateProxy('socks5://user:password@proxy.example.com:1080')).toHaveLength(31);
  });

  it('polls every 10 s while provisioning, else every 60 s, never when off', () => {
    expect(snipingPollInterval(true, 'provisioning')).toBe(10_000);
    expect(snipingPollInterval(true, 'running')).toBe(60_000);
    expect(snipingPollInterval(true, 'stopping')).toBe(60_000);
    // Sniping just turned on: no bot yet, or only the last one that ended, means one is starting.
    expect(snipingPollInterval(true, null)).toBe(10_000);
    expect(snipingPollInterval(true, 'terminated')).toBe(10_000);
    expect(snipingPollInterval(false, 'provisioning')).toBe(false);
  });
});
