import type { CsgorollSettingsAnswer, SteamSettingsAnswer } from '@skinpilot/contract';
import { effectiveCsgorollSettings, snipingRefusal, steamBounds, type Role } from '@skinpilot/domain';
import { formatListField, parseListField } from './list-field';

export const csgorollListFields = ['blacklist_skins', 'blacklist_rarity', 'fade_skin_whitelist'] as const;
type ListField = (typeof csgorollListFields)[number];

/** The CSGORoll form keeps list fields as the text being typed; they become arrays on save. */
export type CsgorollForm = Omit<CsgorollSettingsAnswer, ListField> & Record<ListField, string>;
export type SteamForm = SteamSettingsAnswer;

export function toCsgorollForm(settings: CsgorollSettingsAnswer): CsgorollForm {
  return {
    ...settings,
    blacklist_skins: formatListField(settings.blacklist_skins),
    blacklist_rarity: formatListField(settings.blacklist_rarity),
    fade_skin_whitelist: formatListField(settings.fade_skin_whitelist),
  };
}

export function fromCsgorollForm(form: CsgorollForm): CsgorollSettingsAnswer {
  return {
    ...form,
    blacklist_skins: parseListField(form.blacklist_skins),
    blacklist_rarity: parseListField(form.blacklist_rarity),
    fade_skin_whitelist: parseListField(form.fade_skin_whitelist),
  };
}

type Viewer = { role: Role; license_expiry: string | null; credits: number };

/**
 * What the dialog shows when it opens: the domain's one reading of the effective settings (a free
 * trial's values pulled into its ranges with golden gemdrop off, sniping off when the user may no
 * longer enable it), the one the server answers and the bots apply.
 */
export function applyViewerRules(
  settings: CsgorollSettingsAnswer,
  user: Viewer,
  now: number,
): CsgorollSettingsAnswer {
  return effectiveCsgorollSettings({
    stored: settings,
    sniping: settings.sniping_enabled,
    snipingAllowed: snipingRefusal(user, now) === null,
    role: user.role,
  });
}

/** Save is offered only when the payload would differ from what was loaded. */
export function hasChanged<T>(initial: T | undefined, current: T | undefined): boolean {
  return (
    initial !== undefined && current !== undefined && JSON.stringify(initial) !== JSON.stringify(current)
  );
}

/** One stepper press, kept inside the field's bounds and free of float noise (0.1 + 0.2). */
export function stepValue(value: number, delta: number, min = -Infinity, max = Infinity): number {
  const next = Math.round(((Number.isFinite(value) ? value : 0) + delta) * 100) / 100;
  return Math.min(max, Math.max(min, next));
}

export const clampNumber = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The reversal interval is clamped into its bounds on the way out (section 5), even if never left. */
export function withSteamBounds(form: SteamForm): SteamForm {
  const { min, max } = steamBounds.reversal_check_interval_hours;
  const hours = form.reversal_check_interval_hours;
  return {
    ...form,
    reversal_check_interval_hours: Number.isFinite(hours) ? clampNumber(hours, min, max) : min,
  };
}
