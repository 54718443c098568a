import { csgorollRanges, markupStrategies, type MarkupStrategy, type Role } from '@skinpilot/domain';
import type { FieldNotes } from '../../lib/save-outcome';
import type { CsgorollForm } from '../../lib/settings-form';
import { FieldGroup, ListInput, NumberField, Toggle } from './fields';

type Props = {
  form: CsgorollForm;
  onChange: (next: CsgorollForm) => void;
  role: Role;
  snipingRefusal: string | null;
  notes?: FieldNotes;
};

const strategyLabels: Record<MarkupStrategy, string> = {
  fixed: 'Fixed markup',
  conditional: 'Conditional markup',
  max: 'Maximum markup',
  percentage_of_max: 'Percentage of max',
};

export function CsgorollSettingsTab({ form, onChange, role, snipingRefusal, notes = {} }: Props) {
  const ranges = csgorollRanges(role);
  const set =
    <K extends keyof CsgorollForm>(key: K) =>
    (value: CsgorollForm[K]) =>
      onChange({ ...form, [key]: value });
  const num = (
    key: keyof typeof ranges,
    label: string,
    extra: { stepBy?: number; step?: number; placeholder?: string } = {},
  ) => (
    <NumberField
      label={label}
      value={form[key] as number | null}
      onChange={set(key) as (v: number | null) => void}
      min={ranges[key]?.min}
      max={ranges[key]?.max}
      optional={ranges[key]?.optional}
      note={notes[key]}
      {...extra}
    />
  );
  const strategy = form.auto_deposit_markup_strategy;

  return (
    <div className="space-y-4">
      {role === 'free_trial' && (
        <div role="status" className="alert alert-info text-sm">
          {freeTrialNote(ranges)}
        </div>
      )}
      <FieldGroup title="Sniping">
        <div className="sm:col-span-2">
          <Toggle
            label="Sniping enabled"
            checked={form.sniping_enabled}
            onChange={set('sniping_enabled')}
            disabled={snipingRefusal !== null}
            reason={snipingRefusal}
          />
        </div>
        {num('min_value', 'Min value', { stepBy: 10 })}
        {num('max_value', 'Max value', { stepBy: 100 })}
        {num('max_markup', 'Max markup', { stepBy: 0.1, step: 0.01 })}
        {num('max_reference_percent', 'Max % of reference', { placeholder: 'Off', stepBy: 1 })}
        <ListInput
          label="Blacklisted skins"
          value={form.blacklist_skins}
          onChange={set('blacklist_skins')}
          placeholder="Sticker, Case"
        />
        <ListInput
          label="Blacklisted rarities"
          value={form.blacklist_rarity}
          onChange={set('blacklist_rarity')}
          placeholder="Consumer Grade"
        />
      </FieldGroup>

      <FieldGroup title="Stickers">
        <div className="sm:col-span-2">
          <Toggle
            label="Take sticker crafts"
            checked={form.take_sticker_crafts}
            onChange={set('take_sticker_crafts')}
          />
        </div>
        {num('sticker_multiplier', 'Sticker multiplier', { step: 0.1 })}
        {num('min_sticker_markup', 'Min sticker markup', { step: 0.1 })}
        {num('max_sticker_added_percent', 'Max sticker added percent', { placeholder: 'No cap' })}
      </FieldGroup>

      <FieldGroup title="Fade skins and float gloves">
        <Toggle label="Take fade skins" checked={form.take_fade_skins} onChange={set('take_fade_skins')} />
        <Toggle
          label="Take float gloves"
          checked={form.take_float_gloves}
          onChange={set('take_float_gloves')}
        />
        {num('min_fade_percent', 'Min fade percent')}
        {num('max_markup_fade_skins', 'Max markup fade skins', { step: 0.1 })}
        <ListInput
          label="Fade skin whitelist"
          value={form.fade_skin_whitelist}
          onChange={set('fade_skin_whitelist')}
          placeholder="Karambit | Fade"
        />
        {num('max_markup_float_gloves', 'Max markup float gloves', { step: 0.1 })}
      </FieldGroup>

      <FieldGroup title="Auto-deposit">
        <div className="sm:col-span-2">
          <Toggle
            label="Auto-deposit enabled"
            checked={form.auto_deposit_enabled}
            onChange={set('auto_deposit_enabled')}
          />
        </div>
        {num('auto_deposit_interval_hours', 'Interval (hours)', { stepBy: 1 })}
        {num('auto_deposit_max_items_per_run', 'Max items per run', { stepBy: 10 })}
        {num('auto_deposit_cooldown_minutes', 'Cooldown (minutes)', { stepBy: 5 })}
        {num('auto_deposit_min_value', 'Deposit min value', { step: 0.1 })}
        {num('auto_deposit_max_value', 'Deposit max value', { placeholder: 'No maximum' })}
        <Toggle
          label="Never list below the reference"
          checked={form.auto_deposit_reference_floor}
          onChange={set('auto_deposit_reference_floor')}
        />
        <label className="block">
          <span className="mb-1 block text-sm">Markup strategy</span>
          <select
            className="select select-bordered select-sm w-full"
            aria-label="Markup strategy"
            value={strategy}
            onChange={(e) => set('auto_deposit_markup_strategy')(e.target.value as typeof strategy)}
          >
            {markupStrategies.map((value) => (
              <option key={value} value={value}>
                {strategyLabels[value]}
              </option>
            ))}
          </select>
        </label>
        {strategy === 'fixed' && num('auto_deposit_fixed_markup', 'Fixed markup', { step: 0.1 })}
        {strategy === 'conditional' && (
          <>
            {num('auto_deposit_conditional_markup', 'Conditional markup', { step: 0.1 })}
            {num('auto_deposit_conditional_threshold', 'Conditional threshold')}
          </>
        )}
        {strategy === 'percentage_of_max' && num('auto_deposit_percentage_of_max', 'Percentage of max')}
        {strategy === 'max' && (
          <p className="text-sm opacity-70">Each item is listed at its maximum markup.</p>
        )}
      </FieldGroup>

      <FieldGroup title="Automation and notifications">
        <Toggle label="Auto captcha" checked={form.auto_captcha} onChange={set('auto_captcha')} />
        <Toggle
          label="Auto golden gemdrop"
          checked={form.auto_golden_gemdrop}
          onChange={set('auto_golden_gemdrop')}
          disabled
          note={GOLDEN_GEMDROP_UNAVAILABLE}
        />
        <Toggle
          label="Auto-update loyalty token"
          checked={form.auto_update_loyalty_token_csgoroll}
          onChange={set('auto_update_loyalty_token_csgoroll')}
        />
        <Toggle
          label="Auto-accept trades"
          checked={form.auto_accept_enabled}
          onChange={set('auto_accept_enabled')}
        />
        <Toggle label="DM on deposits" checked={form.dm_deposits} onChange={set('dm_deposits')} />
        <Toggle label="DM on withdrawals" checked={form.dm_withdrawals} onChange={set('dm_withdrawals')} />
      </FieldGroup>
    </div>
  );
}

/** Decision 034: the bot cannot join a gem drop yet; the stored choice is kept for when it can. */
const GOLDEN_GEMDROP_UNAVAILABLE =
  "Not available yet: CSGORoll's gem drop is a chat giveaway, and no public client documents the call that joins it. Your saved choice is kept.";

const span = (bound?: { min?: number; max?: number }) => `${bound?.min} to ${bound?.max}`;

/** Said from the domain's ranges, so the note always matches what the server clamps to. */
function freeTrialNote(ranges: ReturnType<typeof csgorollRanges>): string {
  return (
    `Free trial ranges apply: min value ${span(ranges.min_value)}, max value ${span(ranges.max_value)}, ` +
    `max markup ${span(ranges.max_markup)}, golden gemdrop off.`
  );
}
