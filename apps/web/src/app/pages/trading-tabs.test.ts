import { describe, expect, it } from 'vitest';
import { defaultTradingTab, visibleTradingTabs } from './trading-tabs';

const now = Date.parse('2026-01-01T12:00:00Z');
const future = '2026-01-02T12:00:00Z';
const past = '2025-12-31T12:00:00Z';

describe('trading tabs', () => {
  it('shows only get-started to a user without a valid licence', () => {
    expect(visibleTradingTabs({ role: 'user', license_expiry: null }, now)).toEqual(['get-started']);
    expect(visibleTradingTabs({ role: 'user', license_expiry: past }, now)).toEqual(['get-started']);
  });

  it('shows all three tabs to licensed users and to other roles', () => {
    expect(visibleTradingTabs({ role: 'user', license_expiry: future }, now)).toHaveLength(3);
    expect(visibleTradingTabs({ role: 'premium', license_expiry: past }, now)).toHaveLength(3);
  });

  it('opens on get-started while trial onboarding is active, otherwise on overview', () => {
    const trial = { role: 'free_trial' as const, license_expiry: future };
    expect(defaultTradingTab(trial, true, now)).toBe('get-started');
    expect(defaultTradingTab(trial, false, now)).toBe('overview');
    expect(defaultTradingTab({ role: 'premium', license_expiry: past }, true, now)).toBe('overview');
    expect(defaultTradingTab({ role: 'user', license_expiry: null }, false, now)).toBe('get-started');
  });
});
