import { useState } from 'react';
import { alertKinds, alertLabels } from '../../../shared/live/live-alerts';
import { useAlertSettings } from '../../../shared/live/use-live-alerts';
import { SettingsCard } from './SettingsCard';

const permissionOf = () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/**
 * Which live alerts the trading dashboard shows (issue 25), and the opt-in for browser notifications.
 * Kept in this browser: another browser or device has its own choice.
 */
export function AlertsCard() {
  const [settings, change] = useAlertSettings();
  const [permission, setPermission] = useState(permissionOf);

  async function toggleBrowser(on: boolean) {
    if (on && permission === 'default') {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
    }
    change({ ...settings, browser: on });
  }

  return (
    <SettingsCard
      id="alerts"
      title="Dashboard alerts"
      description="What the trading dashboard tells you as it happens. Kept in this browser."
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Alerts</legend>
        {alertKinds.map((kind) => (
          <label key={kind} className="label cursor-pointer justify-start gap-3 whitespace-normal">
            <input
              type="checkbox"
              className="toggle toggle-sm toggle-primary"
              checked={settings[kind]}
              onChange={(e) => change({ ...settings, [kind]: e.target.checked })}
            />
            <span className="text-sm">{alertLabels[kind]}</span>
          </label>
        ))}
      </fieldset>
      <div className="divider my-0" />
      <label className="label cursor-pointer justify-start gap-3 whitespace-normal">
        <input
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={settings.browser && permission === 'granted'}
          disabled={permission === 'unsupported' || permission === 'denied'}
          onChange={(e) => void toggleBrowser(e.target.checked)}
        />
        <span className="text-sm">Browser notifications while the dashboard is in the background</span>
      </label>
      {permission === 'denied' && (
        <p className="text-sm opacity-70">
          This browser blocks notifications from this site; allow them in the site settings first.
        </p>
      )}
      {permission === 'unsupported' && (
        <p className="text-sm opacity-70">This browser cannot show notifications.</p>
      )}
    </SettingsCard>
  );
}
