import { captchaProviders } from '@skinpilot/contract';
import { inputsValid } from '../../lib/inputs-valid';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { useAdminToast } from '../../lib/use-admin-toast';
import { NumberField, SettingsCard } from './SettingsCard';
import { useSystemConfig, useUpdateSystemConfig } from '../../api/settings';

type Draft = {
  max_premium_licenses?: number;
  max_deposit_licenses?: number;
  global_credit_multiplier?: number;
};

/** Licence caps, the credit multiplier and the captcha provider; each takes effect at once. */
export function SystemConfigCard() {
  const toast = useAdminToast();
  const config = useSystemConfig();
  const update = useUpdateSystemConfig();
  const [draft, setDraft] = useState<Draft>({});
  const saved = config.data;
  if (!saved) return <div className="skeleton h-40 w-full" aria-label="Loading" />;
  const value = { ...saved, ...draft };

  function saveConfig() {
    update.mutate(
      {
        max_premium_licenses: value.max_premium_licenses,
        max_deposit_licenses: value.max_deposit_licenses,
        global_credit_multiplier: value.global_credit_multiplier,
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setDraft({});
        },
        onError: (error) =>
          toast.error(`Failed to update system config: ${errorMessage(error, 'please try again')}`),
      },
    );
  }

  function saveCaptcha(provider: (typeof captchaProviders)[number]) {
    update.mutate(
      { captcha_provider: provider },
      {
        onSuccess: () => toast.success(`Captcha provider set to ${provider}`),
        onError: (error) =>
          toast.error(`Failed to update captcha provider: ${errorMessage(error, 'please try again')}`),
      },
    );
  }

  return (
    <SettingsCard title="System Configuration">
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField
          label="Max premium licences"
          value={value.max_premium_licenses}
          min={1}
          onChange={(v) => setDraft((d) => ({ ...d, max_premium_licenses: v }))}
        />
        <NumberField
          label="Max deposit licences"
          value={value.max_deposit_licenses}
          min={1}
          onChange={(v) => setDraft((d) => ({ ...d, max_deposit_licenses: v }))}
        />
        <NumberField
          label="Global credit multiplier"
          value={value.global_credit_multiplier}
          min={0.1}
          max={5}
          step={0.1}
          onChange={(v) => setDraft((d) => ({ ...d, global_credit_multiplier: v }))}
        />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="form-control">
          <span className="label-text mb-1">Captcha provider</span>
          <select
            className="select select-bordered select-sm"
            value={saved.captcha_provider}
            disabled={update.isPending}
            onChange={(e) => saveCaptcha(e.target.value as (typeof captchaProviders)[number])}
          >
            {captchaProviders.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={update.isPending}
          onClick={(e) => inputsValid(e.currentTarget) && saveConfig()}
        >
          Save
        </button>
      </div>
    </SettingsCard>
  );
}
