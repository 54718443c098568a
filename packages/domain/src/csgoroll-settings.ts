import type { Role } from './roles';
import { applyBounds, normaliseList, type Bound, type SettingsProblem } from './settings-bounds';

export const markupStrategies = ['fixed', 'conditional', 'max', 'percentage_of_max'] as const;
export type MarkupStrategy = (typeof markupStrategies)[number];

export type CsgorollSettings = {
  min_value: number;
  max_value: number;
  max_markup: number;
  take_sticker_crafts: boolean;
  sticker_multiplier: number;
  min_sticker_markup: number;
  max_sticker_added_percent: number | null;
  blacklist_skins: string[];
  blacklist_rarity: string[];
  auto_captcha: boolean;
  auto_golden_gemdrop: boolean;
  auto_update_loyalty_token_csgoroll: boolean;
  sniping_enabled: boolean;
  auto_deposit_enabled: boolean;
  auto_accept_enabled: boolean;
  auto_confirm_deposits: boolean;
  take_float_gloves: boolean;
  max_markup_float_gloves: number;
  take_fade_skins: boolean;
  min_fade_percent: number;
  fade_skin_whitelist: string[];
  max_markup_fade_skins: number;
  dm_deposits: boolean;
  dm_withdrawals: boolean;
  auto_deposit_interval_hours: number;
  auto_deposit_min_value: number;
  auto_deposit_max_value: number | null;
  auto_deposit_markup_strategy: MarkupStrategy;
  auto_deposit_fixed_markup: number;
  auto_deposit_conditional_markup: number;
  auto_deposit_conditional_threshold: number;
  auto_deposit_percentage_of_max: number;
  auto_deposit_max_items_per_run: number;
  auto_deposit_cooldown_minutes: number;
  /** Skip listings priced above this percent of their reference price; null = off (issue 26). */
  max_reference_percent: number | null;
  /** Never list an item below its reference price (issue 26). */
  auto_deposit_reference_floor: boolean;
};

/** A new account's settings (trading-dashboard.md section 9). */
export const DEFAULT_CSGOROLL_SETTINGS: CsgorollSettings = {
  min_value: 20,
  max_value: 1000,
  max_markup: 1.1,
  take_sticker_crafts: false,
  sticker_multiplier: 20,
  min_sticker_markup: 13,
  max_sticker_added_percent: null,
  blacklist_skins: [],
  blacklist_rarity: [],
  auto_captcha: true,
  auto_golden_gemdrop: false,
  auto_update_loyalty_token_csgoroll: false,
  sniping_enabled: false,
  auto_deposit_enabled: false,
  auto_accept_enabled: false,
  auto_confirm_deposits: false,
  take_float_gloves: false,
  max_markup_float_gloves: 1.1,
  take_fade_skins: false,
  min_fade_percent: 95,
  fade_skin_whitelist: [],
  max_markup_fade_skins: 1.1,
  dm_deposits: true,
  dm_withdrawals: true,
  auto_deposit_interval_hours: 6,
  auto_deposit_min_value: 1,
  auto_deposit_max_value: null,
  auto_deposit_markup_strategy: 'fixed',
  auto_deposit_fixed_markup: 10,
  auto_deposit_conditional_markup: 9.5,
  auto_deposit_conditional_threshold: 15,
  auto_deposit_percentage_of_max: 85,
  auto_deposit_max_items_per_run: 50,
  auto_deposit_cooldown_minutes: 30,
  max_reference_percent: null,
  auto_deposit_reference_floor: false,
};

type NumericField = {
  [K in keyof CsgorollSettings]: CsgorollSettings[K] extends number | null ? K : never;
}[keyof CsgorollSettings];

const sharedBounds: Partial<Record<NumericField, Bound>> = {
  auto_deposit_interval_hours: { min: 1, max: 24 },
  auto_deposit_max_items_per_run: { min: 1, max: 250 },
  auto_deposit_cooldown_minutes: { min: 5, max: 120 },
  auto_deposit_min_value: { min: 0.1 },
  auto_deposit_max_value: { min: 1, optional: true },
  auto_deposit_fixed_markup: { min: 0.1, max: 50 },
  auto_deposit_conditional_markup: { min: 0.1, max: 50 },
  auto_deposit_conditional_threshold: { min: 1, max: 50 },
  auto_deposit_percentage_of_max: { min: 10, max: 100 },
  sticker_multiplier: { min: 1 },
  min_sticker_markup: { min: 0 },
  max_sticker_added_percent: { min: 0, optional: true },
  max_reference_percent: { min: 50, max: 200, optional: true },
  min_fade_percent: { min: 0, max: 100 },
  max_markup_fade_skins: { min: 0, max: 20 },
  max_markup_float_gloves: { min: 0, max: 20 },
};

const regularRanges: Partial<Record<NumericField, Bound>> = {
  min_value: { min: 1, max: 10000 },
  max_value: { min: 1, max: 50000 },
  max_markup: { min: 1, max: 10 },
};

const freeTrialRanges: Partial<Record<NumericField, Bound>> = {
  min_value: { min: 1, max: 20 },
  max_value: { min: 50, max: 1000 },
  max_markup: { min: 1.1, max: 5 },
};

export function csgorollRanges(role: Role) {
  return { ...sharedBounds, ...(role === 'free_trial' ? freeTrialRanges : regularRanges) };
}

/**
 * The server's check of a settings save. Regular users get a problem per out-of-range field; a free
 * trial is clamped into its narrower ranges instead, with golden gemdrop forced off.
 */
export function checkCsgorollSettings(
  input: CsgorollSettings,
  role: Role,
): { settings: CsgorollSettings; problems: SettingsProblem[] } {
  const isTrial = role === 'free_trial';
  const clamp = new Set<string>(isTrial ? Object.keys(freeTrialRanges) : []);
  const { values, problems } = applyBounds(input, csgorollRanges(role), clamp);
  const settings: CsgorollSettings = {
    ...values,
    blacklist_skins: normaliseList(values.blacklist_skins),
    blacklist_rarity: normaliseList(values.blacklist_rarity),
    fade_skin_whitelist: normaliseList(values.fade_skin_whitelist),
    auto_golden_gemdrop: isTrial ? false : values.auto_golden_gemdrop,
  };
  if (!markupStrategies.includes(settings.auto_deposit_markup_strategy)) {
    problems.push({
      field: 'auto_deposit_markup_strategy',
      message: `must be one of ${markupStrategies.join(', ')}`,
    });
  }
  if (settings.min_value > settings.max_value) {
    problems.push({ field: 'min_value', message: 'must not be above max_value' });
  }
  return { settings, problems };
}
