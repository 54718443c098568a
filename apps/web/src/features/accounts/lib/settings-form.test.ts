import { DEFAULT_CSGOROLL_SETTINGS } from '@skinpilot/domain';
import { describe, expect, it } from 'vitest';
import { applyViewerRules, fromCsgorollForm, hasChanged, stepValue, toCsgorollForm } from './settings-form';

const now = Date.parse('2026-01-01T12:00:00Z');
const licensed = { license_expiry: '2026-02-01T00:00:00Z', credits: 100 };

describe('settings form', () => {
  it('round-trips list fields through comma-separated text', () => {
    const form = toCsgorollForm({ ...DEFAULT_CSGOROLL_SETTINGS, blacklist_skins: ['AK-47', 'AWP'] });
    expect(form.blacklist_skins).toBe('AK-47, AWP');
    expect(fromCsgorollForm({ ...form, blacklist_skins: ' M4A1 , , Glock ' }).blacklist_skins).toEqual([
      'M4A1',
      'Glock',
    ]);
  });

  it('clamps a free trial into its ranges and turns golden gemdrop off', () => {
    const opened = applyViewerRules(
      {
        ...DEFAULT_CSGOROLL_SETTINGS,
        min_value: 500,
        max_value: 20000,
        max_markup: 8,
        auto_golden_gemdrop: true,
      },
      { role: 'free_trial', ...licensed },
      now,
    );
    expect(opened).toMatchObject({
      min_value: 20,
      max_value: 1000,
      max_markup: 5,
      auto_golden_gemdrop: false,
    });
  });

  it('turns sniping off without the right, never for an admin', () => {
    const on = { ...DEFAULT_CSGOROLL_SETTINGS, sniping_enabled: true };
    expect(applyViewerRules(on, { role: 'premium', ...licensed, credits: 0 }, now).sniping_enabled).toBe(
      false,
    );
    expect(
      applyViewerRules(on, { role: 'admin', license_expiry: null, credits: 0 }, now).sniping_enabled,
    ).toBe(true);
  });

  it('detects changes and steps within bounds', () => {
    expect(hasChanged({ a: 1 }, { a: 1 })).toBe(false);
    expect(hasChanged({ a: 1 }, { a: 2 })).toBe(true);
    expect(stepValue(1.1, 0.1, 1, 10)).toBe(1.2);
    expect(stepValue(15, 10, 1, 20)).toBe(20);
    expect(stepValue(5, -10, 1, 20)).toBe(1);
  });
});
