import { discordChannelKeys, type DiscordChannelKey } from '@skinpilot/contract';
import { inputsValid } from '../../lib/inputs-valid';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { SettingsCard } from './SettingsCard';
import { useDiscordConfig, useUpdateDiscordConfig } from '../../api/settings';

const labels: Record<DiscordChannelKey, string> = {
  admin_logs: 'Admin',
  billing_logs: 'Billing',
  general_logs: 'General',
  trading_logs: 'Trading',
  snipes: 'Snipes',
  auto_logs: 'Auto',
  deposit_logs: 'Deposit',
  util_logs: 'Util',
  daily_results: 'Daily results',
  customer_boosts: 'Customer boosts',
};

/** Discord channel ids; when nothing changed the server says so and so does the toast. */
export function DiscordChannelsCard() {
  const toast = useAdminToast();
  const config = useDiscordConfig();
  useLoadErrorToast(config.error, 'Failed to load Discord configuration');
  const update = useUpdateDiscordConfig();
  const [draft, setDraft] = useState<Partial<Record<DiscordChannelKey, string>>>({});
  const saved = config.data?.config;
  if (!saved) return <div className="skeleton h-40 w-full" aria-label="Loading" />;

  function save() {
    const body = Object.fromEntries(
      discordChannelKeys.map((k) => [k, (draft[k] ?? saved?.[k] ?? '').trim()]),
    );
    update.mutate(body, {
      onSuccess: (answer) => {
        if (answer.updates_made.length === 0) toast.info('No changes were made - values were already set');
        else toast.success(answer.message);
        setDraft({});
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to update Discord configuration')),
    });
  }

  return (
    <SettingsCard title="Discord Channels">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {discordChannelKeys.map((key) => (
          <label key={key} className="form-control">
            <span className="label-text mb-1">{labels[key]}</span>
            <input
              className="input input-bordered input-sm w-full font-mono"
              inputMode="numeric"
              placeholder="Channel ID"
              value={draft[key] ?? saved[key] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            />
          </label>
        ))}
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
