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
import { clampedNotes, errorNotes, type FieldNotes } from '../../lib/save-outcome';
import {
  applyViewerRules,
  fromCsgorollForm,
  hasChanged,
  toCsgorollForm,
  withSteamBounds,
} from '../../lib/settings-form';
import { BacktestButtons, BacktestResult, useBacktest } from './Backtest';
import { CrossPlatformTab } from './CrossPlatformTab';
import { CsgorollSettingsTab } from './CsgorollSettingsTab';
import { SaveOutcome } from './SaveOutcome';
import { SteamSettingsTab } from './SteamSettingsTab';

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
  // What was loaded, or what the last save stored: Save is offered only when the form differs.
  const [initialRoll, setInitialRoll] = useState(() =>
    csgoroll ? toCsgorollForm(applyViewerRules(csgoroll, user, Date.now())) : undefined,
  );
  const [initialSteam, setInitialSteam] = useState(steam);
  const [rollForm, setRollForm] = useState(initialRoll);
  const [steamForm, setSteamForm] = useState(steam);
  const tabs: Tab[] = [...(rollForm ? ['csgoroll' as const] : []), ...(steamForm ? ['steam' as const] : [])];
  if (rollForm && steamForm) tabs.push('cross');
  const [tab, setTab] = useState<Tab | undefined>(tabs[0]);
  const [saving, setSaving] = useState(false);
  // The dialog sits in the browser's top layer, above every toast: what a save says is shown here.
  const [outcome, setOutcome] = useState<{ errors: string[]; warnings: string[] }>({
    errors: [],
    warnings: [],
  });
  const [notes, setNotes] = useState<{ csgoroll: FieldNotes; steam: FieldNotes }>({
    csgoroll: {},
    steam: {},
  });
  const limits = useQuery(limitsQuery).data;
  // Turning sniping on takes a free sniping slot; an account that has it on keeps its own.
  const noSlot =
    limits && !initialRoll?.sniping_enabled && isAtLimit(limits, 'sniping') ? 'No free sniping slot' : null;
  const refusal = snipingRefusal(user) ?? noSlot;
  const rollChanged = hasChanged(initialRoll, rollForm);
  const backtest = useBacktest(account.steam_id);
  const steamChanged = hasChanged(initialSteam, steamForm);

  const save = async () => {
    setSaving(true);
    const errors: string[] = [];
    const warnings: string[] = [];
    const nextNotes = { csgoroll: {} as FieldNotes, steam: {} as FieldNotes };
    const failed = (platform: 'csgoroll' | 'steam', name: string, error: unknown) => {
      const detail =
        error instanceof ApiError ? error.detail : error instanceof Error ? error.message : undefined;
      errors.push(settingsSaveError(detail, name));
      if (error instanceof ApiError) nextNotes[platform] = errorNotes(error.errors);
    };
    if (rollChanged && rollForm) {
      try {
        const answer = await saveCsgorollSettingsCall(account.steam_id, fromCsgorollForm(rollForm));
        // The server may have clamped (free-trial ranges): the form shows what it stored.
        const stored = toCsgorollForm(answer.settings);
        setInitialRoll(stored);
        setRollForm(stored);
        if (answer.clamped.length > 0) {
          warnings.push(answer.message);
          nextNotes.csgoroll = clampedNotes(answer.clamped, answer.settings);
        }
      } catch (error) {
        failed('csgoroll', 'CSGORoll', error);
      }
    }
    if (steamChanged && steamForm) {
      try {
        const answer = await saveSteamSettingsCall(account.steam_id, withSteamBounds(steamForm));
        setInitialSteam(answer.settings);
        setSteamForm(answer.settings);
        if (answer.clamped.length > 0) {
          warnings.push(answer.message);
          nextNotes.steam = clampedNotes(answer.clamped, answer.settings);
        }
      } catch (error) {
        failed('steam', 'Steam', error);
      }
    }
    await queryClient.invalidateQueries({ queryKey: [...accountsKey] });
    setSaving(false);
    setOutcome({ errors, warnings });
    setNotes(nextNotes);
    if (errors.length === 0 && warnings.length === 0) {
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
            notes={notes.csgoroll}
          />
        )}
        {tab === 'steam' && steamForm && (
          <SteamSettingsTab form={steamForm} onChange={setSteamForm} notes={notes.steam} />
        )}
        {tab === 'cross' && rollForm && steamForm && (
          <CrossPlatformTab
            csgoroll={rollForm}
            steam={steamForm}
            onCsgoroll={setRollForm}
            onSteam={setSteamForm}
          />
        )}
      </div>
      <SaveOutcome {...outcome} />
      <BacktestResult state={backtest.state} />
      <div className="modal-action flex-wrap">
        {rollForm && (
          <BacktestButtons
            state={backtest.state}
            disabled={saving}
            onRun={(period) => void backtest.run(period, rollForm)}
          />
        )}
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
