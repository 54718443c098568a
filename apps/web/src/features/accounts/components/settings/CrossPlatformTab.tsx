import type { CsgorollForm, SteamForm } from '../../lib/settings-form';
import { Toggle } from './fields';

type Props = {
  csgoroll: CsgorollForm;
  steam: SteamForm;
  onCsgoroll: (next: CsgorollForm) => void;
  onSteam: (next: SteamForm) => void;
};

/** Automations that need both platforms: Steam sends what CSGORoll sold, CSGORoll confirms it. */
export function CrossPlatformTab({ csgoroll, steam, onCsgoroll, onSteam }: Props) {
  return (
    <div className="space-y-2">
      <p className="text-sm opacity-70">These automations use the Steam and CSGORoll connections together.</p>
      <Toggle
        label="Auto-send deposits to CSGORoll"
        checked={steam.auto_send_deposits_to_csgoroll}
        onChange={(on) => onSteam({ ...steam, auto_send_deposits_to_csgoroll: on })}
      />
      <Toggle
        label="Auto-confirm deposits"
        checked={csgoroll.auto_confirm_deposits}
        onChange={(on) => onCsgoroll({ ...csgoroll, auto_confirm_deposits: on })}
      />
    </div>
  );
}
