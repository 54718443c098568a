import type {
  CsgorollSettingsAnswer,
  SteamSettingsAnswer,
  TradingAccount,
  UserProfile,
} from '@skinpilot/contract';
import { snipingRefusal } from '@skinpilot/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/api-error';
import { useToast } from '../../../../shared/toast/toast-context';
import { limitsQuery } from '../../api/account-limits';
import { accountsKey } from '../../../../shared/accounts/accounts';
import { saveCsgorollSettingsCall, saveSteamSettingsCall } from '../../api/account-settings';
import { settingsSaveError } from '../../lib/settings-error';
import { isAtLimit } from '../../lib/add-account-rules';
import { applyViewerRules, fromCsgorollForm, hasChanged, toCsgorollForm } from '../../lib/settings-form';
import { CrossPlatformTab } from './CrossPlatformTab';
import { CsgorollSettingsTab } from './CsgorollSettingsTab';
import { SteamSettingsTab } from './SteamSettingsTab';

/** Errors in this dialog stay 4 s (section 9). */
const SETTINGS_TOAST_MS = 4000;
type Tab = 'csgoroll' | 'steam' | 'cross';
const tabLabels: Record<Tab, string> = {
  csgoroll: 'CSGORoll Trading',
  steam: 'Steam Account',
  cross: 'Cross-Platform',
};

type Props = {
  account: TradingAccount;
  user: UserProfile;
  csgoroll: CsgorollSettingsAnswer | undefined;
  steam: SteamSettingsAnswer | undefined;
  onClose: () => void;
};

export function SettingsEditor({ account, user, csgoroll, steam, onClose }: Props) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [initialRoll] = useState(() =>
    csgoroll ? toCsgorollForm(applyViewerRules(csgoroll, user, Date.now())) : undefined,
  );
  const [rollForm, setRollForm] = useState(initialRoll);
  const [steamForm, setSteamForm] = useState(steam);
  const tabs: Tab[] = [...(rollForm ? ['csgoroll' as const] : []), ...(steamForm ? ['steam' as const] : [])];
  if (rollForm && steamForm) tabs.push('cross');
  const [tab, setTab] = useState<Tab | undefined>(tabs[0]);
  const [saving, setSaving] = useState(false);
  const limits = useQuery(limitsQuery).data;
  // Turning sniping on takes a free sniping slot; an account that has it on keeps its own.
  const noSlot =
    limits && !initialRoll?.sniping_enabled && isAtLimit(limits, 'sniping') ? 'No free sniping slot' : null;
  const refusal = snipingRefusal(user) ?? noSlot;
  const rollChanged = hasChanged(initialRoll, rollForm);
  const steamChanged = hasChanged(steam, steamForm);

  const save = async () => {
    setSaving(true);
    const jobs: [string, () => Promise<unknown>][] = [];
    if (rollChanged && rollForm)
      jobs.push(['CSGORoll', () => saveCsgorollSettingsCall(account.steam_id, fromCsgorollForm(rollForm))]);
    if (steamChanged && steamForm)
      jobs.push(['Steam', () => saveSteamSettingsCall(account.steam_id, steamForm)]);
    let failed = false;
    for (const [platform, run] of jobs) {
      try {
        await run();
      } catch (error) {
        failed = true;
        const detail =
          error instanceof ApiError ? error.detail : error instanceof Error ? error.message : undefined;
        toast.error(settingsSaveError(detail, platform), { durationMs: SETTINGS_TOAST_MS });
      }
    }
    await queryClient.invalidateQueries({ queryKey: [...accountsKey] });
    setSaving(false);
    if (!failed) {
      toast.success('Settings saved successfully', { durationMs: 3000 });
      onClose();
    }
  };

  if (tabs.length === 0) return <p className="mt-4 opacity-70">This account has no connected platform.</p>;
  return (
    <div className="mt-4">
      <div role="tablist" className="tabs tabs-border mb-4 overflow-x-auto">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tab ${tab === name ? 'tab-active' : ''}`}
            onClick={() => setTab(name)}
          >
            {tabLabels[name]}
          </button>
        ))}
      </div>
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        {tab === 'csgoroll' && rollForm && (
          <CsgorollSettingsTab
            form={rollForm}
            onChange={setRollForm}
            role={user.role}
            snipingRefusal={refusal}
          />
        )}
        {tab === 'steam' && steamForm && <SteamSettingsTab form={steamForm} onChange={setSteamForm} />}
        {tab === 'cross' && rollForm && steamForm && (
          <CrossPlatformTab
            csgoroll={rollForm}
            steam={steamForm}
            onCsgoroll={setRollForm}
            onSteam={setSteamForm}
          />
        )}
      </div>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={saving || !(rollChanged || steamChanged)}
          onClick={() => void save()}
        >
          {saving ? 'Saving Settings...' : 'Save Settings'}
        </button>
      </div>
    </div>
  );
}
