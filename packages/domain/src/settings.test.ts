import { describe, expect, it } from 'vitest';
import { checkCsgorollSettings, DEFAULT_CSGOROLL_SETTINGS } from './csgoroll-settings';
import { normaliseList } from './settings-bounds';
import { checkSteamSettings, DEFAULT_STEAM_SETTINGS } from './steam-settings';

describe('CSGORoll settings', () => {
  it('accepts the defaults for every role', () => {
    for (const role of ['premium', 'free_trial', 'admin'] as const) {
      expect(checkCsgorollSettings(DEFAULT_CSGOROLL_SETTINGS, role).problems).toEqual([]);
    }
  });

  it('refuses out-of-range values for regular users, naming the field', () => {
    const { problems } = checkCsgorollSettings(
      { ...DEFAULT_CSGOROLL_SETTINGS, max_markup: 10.5, auto_deposit_cooldown_minutes: 4 },
      'premium',
    );
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'max_markup', message: 'must be between 1 and 10' },
        { field: 'auto_deposit_cooldown_minutes', message: 'must be between 5 and 120' },
      ]),
    );
  });

  it('clamps a free trial into its ranges and forces golden gemdrop off', () => {
    const { settings, problems } = checkCsgorollSettings(
      {
        ...DEFAULT_CSGOROLL_SETTINGS,
        min_value: 500,
        max_value: 5000,
        max_markup: 1,
        auto_golden_gemdrop: true,
      },
      'free_trial',
    );
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      min_value: 20,
      max_value: 1000,
      max_markup: 1.1,
      auto_golden_gemdrop: false,
    });
  });

  it('keeps optional caps optional and lists tidy', () => {
    const { settings, problems } = checkCsgorollSettings(
      {
        ...DEFAULT_CSGOROLL_SETTINGS,
        auto_deposit_max_value: null,
        blacklist_skins: [' AWP | Asiimov ', '', 'Knife'],
      },
      'premium',
    );
    expect(problems).toEqual([]);
    expect(settings.blacklist_skins).toEqual(['AWP | Asiimov', 'Knife']);
    expect(normaliseList('a, ,b,')).toEqual(['a', 'b']);
  });
});

describe('Steam settings', () => {
  it('clamps the reversal check interval and refuses other out-of-range values', () => {
    const { settings, problems } = checkSteamSettings({
      ...DEFAULT_STEAM_SETTINGS,
      reversal_check_interval_hours: 500,
      monitor_interval: 10,
      auto_send_message: 'x'.repeat(129),
    });
    expect(settings.reversal_check_interval_hours).toBe(168);
    expect(problems.map((p) => p.field)).toEqual(['monitor_interval', 'auto_send_message']);
  });
});
