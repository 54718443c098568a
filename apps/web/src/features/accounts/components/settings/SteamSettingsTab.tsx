import { steamBounds, AUTO_SEND_MESSAGE_MAX } from '@skinpilot/domain';
import type { FieldNotes } from '../../lib/save-outcome';
import type { SteamForm } from '../../lib/settings-form';
import { FieldGroup, NumberField, Toggle } from './fields';

type Props = { form: SteamForm; onChange: (next: SteamForm) => void; notes?: FieldNotes };

export function SteamSettingsTab({ form, onChange, notes = {} }: Props) {
  const set =
    <K extends keyof SteamForm>(key: K) =>
    (value: SteamForm[K]) =>
      onChange({ ...form, [key]: value });
  const reversal = steamBounds.reversal_check_interval_hours;
  const message = notes.auto_send_message;
  return (
    <div className="space-y-4">
      <FieldGroup title="Trade monitoring">
        <div className="sm:col-span-2">
          <Toggle
            label="Monitor trades"
            checked={form.auto_monitor_trades}
            onChange={set('auto_monitor_trades')}
          />
        </div>
        <NumberField
          label="Monitor interval (seconds)"
          value={form.monitor_interval}
          onChange={(v) => set('monitor_interval')(v ?? Number.NaN)}
          note={notes.monitor_interval}
          {...steamBounds.monitor_interval}
        />
        <Toggle
          label="Auto-accept incoming trades"
          checked={form.auto_accept_incoming_trades}
          onChange={set('auto_accept_incoming_trades')}
        />
        <Toggle
          label="Auto-cancel sent offers"
          checked={form.auto_cancel_sent_offers}
          onChange={set('auto_cancel_sent_offers')}
        />
        <NumberField
          label="Auto-cancel timeout (minutes)"
          value={form.auto_cancel_timeout_minutes}
          onChange={(v) => set('auto_cancel_timeout_minutes')(v ?? Number.NaN)}
          note={notes.auto_cancel_timeout_minutes}
          {...steamBounds.auto_cancel_timeout_minutes}
        />
      </FieldGroup>
      <FieldGroup title="Notifications">
        <Toggle
          label="Trade notifications"
          checked={form.trade_notifications}
          onChange={set('trade_notifications')}
        />
        <Toggle
          label="Trade reversal notifications"
          checked={form.trade_reversal_notifications}
          onChange={set('trade_reversal_notifications')}
        />
        <NumberField
          label="Reversal check interval (hours)"
          value={form.reversal_check_interval_hours}
          // Section 5's "clamped on input" is the value sent: typed freely, clamped when the field is
          // left (and again on save), so "12" can be typed and an emptied field is not refilled at once.
          onChange={(v) => set('reversal_check_interval_hours')(v ?? Number.NaN)}
          clampOnBlur
          note={notes.reversal_check_interval_hours}
          {...reversal}
        />
      </FieldGroup>
      <FieldGroup title="Messages and API">
        <label className="block sm:col-span-2">
          <span className="mb-1 block text-sm">Auto-send message</span>
          <input
            className="input input-bordered input-sm w-full"
            aria-label="Auto-send message"
            maxLength={AUTO_SEND_MESSAGE_MAX}
            value={form.auto_send_message}
            onChange={(e) => set('auto_send_message')(e.target.value)}
          />
          <span className="mt-0.5 block text-right text-xs tabular-nums opacity-60">
            {form.auto_send_message.length}/{AUTO_SEND_MESSAGE_MAX}
          </span>
          {message && <span className="block text-xs text-error">{message.text}</span>}
        </label>
        <label className="block sm:col-span-2">
          <span className="mb-1 block text-sm">Steam Web API key</span>
          <input
            className="input input-bordered input-sm w-full font-mono"
            aria-label="Steam Web API key"
            autoComplete="off"
            value={form.web_api_key ?? ''}
            placeholder="Not set"
            onChange={(e) => set('web_api_key')(e.target.value)}
          />
          <span className="mt-0.5 block text-xs opacity-60">
            Stored encrypted; only its last characters are shown.
          </span>
        </label>
      </FieldGroup>
    </div>
  );
}
