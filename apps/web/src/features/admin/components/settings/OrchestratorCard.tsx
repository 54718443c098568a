import type { ResponseOf, getOrchestratorConfig } from '@skinpilot/contract';
import { inputsValid } from '../../lib/inputs-valid';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { NumberField, SettingsCard } from './SettingsCard';
import { useOrchestratorConfig, useUpdateOrchestratorConfig } from '../../api/settings';

type Config = ResponseOf<typeof getOrchestratorConfig>['config'];
const replicaRoles = ['free_trial', 'premium', 'admin'] as const;
/** Where new sniping sessions run: the worker processes, or one cloud instance per session. */
const providers = ['local', 'aws-ec2', 'hetzner-hcloud', 'vultr-cloud'] as const;

/** Bot replicas per role (only these three roles, section 6) and the orchestrator's options. */
export function OrchestratorCard() {
  const toast = useAdminToast();
  const config = useOrchestratorConfig();
  useLoadErrorToast(config.error, 'Failed to load orchestrator config');
  const update = useUpdateOrchestratorConfig();
  const [draft, setDraft] = useState<Config | null>(null);
  const saved = config.data?.config;
  if (!saved) return <div className="skeleton h-40 w-full" aria-label="Loading" />;
  const value = draft ?? saved;
  const change = (next: Partial<Config>) => setDraft({ ...value, ...next });

  function save() {
    update.mutate(
      {
        replicas_by_role: value.replicas_by_role,
        max_replicas_cap: value.max_replicas_cap,
        non_primary_max_auth_connections: value.non_primary_max_auth_connections,
        set_non_primary_is_duplicate: value.set_non_primary_is_duplicate,
        provider: value.provider,
      },
      {
        onSuccess: () => {
          toast.success('Orchestrator config updated');
          setDraft(null);
        },
        onError: (error) =>
          toast.error(`Failed to update orchestrator config: ${errorMessage(error, 'please try again')}`),
      },
    );
  }

  return (
    <SettingsCard title="Orchestrator">
      <div className="grid gap-3 sm:grid-cols-3">
        {replicaRoles.map((role) => (
          <NumberField
            key={role}
            label={`Replicas: ${role}`}
            value={value.replicas_by_role[role]}
            min={1}
            onChange={(v) => change({ replicas_by_role: { ...value.replicas_by_role, [role]: v } })}
          />
        ))}
        <NumberField
          label="Max replicas cap"
          value={value.max_replicas_cap}
          min={1}
          onChange={(v) => change({ max_replicas_cap: v })}
        />
        <NumberField
          label="Non-primary max auth connections"
          value={value.non_primary_max_auth_connections}
          min={0}
          onChange={(v) => change({ non_primary_max_auth_connections: v })}
        />
        <label className="form-control">
          <span className="label-text mb-1">Provider</span>
          <select
            className="select select-bordered select-sm w-full"
            value={value.provider}
            onChange={(e) => change({ provider: e.target.value as Config['provider'] })}
          >
            {providers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="label cursor-pointer justify-start gap-3 self-end">
          <input
            type="checkbox"
            className="toggle toggle-primary toggle-sm"
            checked={value.set_non_primary_is_duplicate}
            onChange={(e) => change({ set_non_primary_is_duplicate: e.target.checked })}
          />
          <span>Mark non-primary as duplicate</span>
        </label>
      </div>
      <div className="flex justify-end">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={update.isPending}
          onClick={(e) => inputsValid(e.currentTarget) && save()}
        >
          Save
        </button>
      </div>
    </SettingsCard>
  );
}
