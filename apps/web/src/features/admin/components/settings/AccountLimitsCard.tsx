import { limitRoles, type AccountLimitsConfig } from '@skinpilot/contract';
import { inputsValid } from '../../lib/inputs-valid';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { roleLabel } from '../../lib/format';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { SettingsCard } from './SettingsCard';
import { useAccountLimits, useReloadAccountLimits, useSaveAccountLimits } from '../../api/settings';

const platforms = ['steam', 'csgoroll', 'sniping'] as const;
type Platform = (typeof platforms)[number];

function CountInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <input
      type="number"
      aria-label={label}
      className="input input-bordered input-xs w-20 text-right tabular-nums invalid:input-error"
      value={Number.isFinite(value) ? value : ''}
      required
      min={min}
      max={max}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}

/** Account limits per role, absolute limits and extra-account prices, with Save, Force Reload and Reset. */
export function AccountLimitsCard() {
  const toast = useAdminToast();
  const limits = useAccountLimits();
  useLoadErrorToast(limits.error, 'Failed to load account limits configuration');
  const save = useSaveAccountLimits();
  const reload = useReloadAccountLimits();
  const [draft, setDraft] = useState<AccountLimitsConfig | null>(null);
  const saved = limits.data;
  if (!saved) return <div className="skeleton h-56 w-full" aria-label="Loading" />;
  const value = draft ?? saved.config;

  const setBase = (role: (typeof limitRoles)[number], p: Platform, v: number) =>
    setDraft({
      ...value,
      base_limits: { ...value.base_limits, [role]: { ...value.base_limits[role], [p]: v } },
    });
  const setRow = (row: 'absolute_limits' | 'extra_account_pricing', p: Platform, v: number) =>
    setDraft({ ...value, [row]: { ...value[row], [p]: v } });

  function submit() {
    save.mutate(value, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDraft(null);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to update account limits configuration')),
    });
  }

  function forceReload() {
    reload.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDraft(null);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to reload account limits configuration')),
    });
  }

  return (
    <SettingsCard
      title="Account Limits"
      aside={
        <span className="badge badge-info badge-sm">
          Source: {saved.source === 'database' ? 'saved settings' : 'defaults'}
        </span>
      }
    >
      <div className="overflow-x-auto">
        <table className="table table-xs">
          <thead>
            <tr>
              <th>Role</th>
              {platforms.map((p) => (
                <th key={p} className="text-right capitalize">
                  {p}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {limitRoles.map((role) => (
              <tr key={role}>
                <td>{roleLabel(role)}</td>
                {platforms.map((p) => (
                  <td key={p} className="text-right">
                    <CountInput
                      label={`${role} ${p} limit`}
                      value={value.base_limits[role][p]}
                      min={0}
                      max={value.absolute_limits[p]}
                      onChange={(v) => setBase(role, p, v)}
                    />
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td className="font-semibold">Absolute limit</td>
              {platforms.map((p) => (
                <td key={p} className="text-right">
                  <CountInput
                    label={`absolute ${p} limit`}
                    value={value.absolute_limits[p]}
                    min={1}
                    max={100}
                    onChange={(v) => setRow('absolute_limits', p, v)}
                  />
                </td>
              ))}
            </tr>
            <tr>
              <td className="font-semibold">Extra account price</td>
              {platforms.map((p) => (
                <td key={p} className="text-right">
                  <CountInput
                    label={`extra ${p} account price`}
                    value={value.extra_account_pricing[p]}
                    min={100}
                    max={50000}
                    onChange={(v) => setRow('extra_account_pricing', p, v)}
                  />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={draft === null}
          onClick={() => setDraft(null)}
        >
          Reset to Saved
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={reload.isPending}
          onClick={forceReload}
        >
          Force Reload
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={save.isPending}
          onClick={(e) => inputsValid(e.currentTarget) && submit()}
        >
          Save
        </button>
      </div>
    </SettingsCard>
  );
}
