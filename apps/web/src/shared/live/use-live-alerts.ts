import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../auth/current-user';
import { usePrivacyMasks } from '../privacy/privacy-mode';
import { useToast } from '../toast/toast-context';
import type { StreamEvent } from './event-stream';
import {
  alertOf,
  readAlertSettings,
  subscribeAlertSettings,
  writeAlertSettings,
  type AlertSettings,
} from './live-alerts';

/** Alerts stay a little longer than other toasts: they arrive while the trader looks elsewhere. */
const ALERT_TOAST_MS = 8_000;

/** The signed-in user's alert settings (this browser), and a way to change them. */
export function useAlertSettings(): [AlertSettings, (next: AlertSettings) => void] {
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const settings = useSyncExternalStore(subscribeAlertSettings, () => readAlertSettings(userId));
  const change = useCallback((next: AlertSettings) => writeAlertSettings(userId, next), [userId]);
  return [settings, change];
}

/**
 * Tells an event that is news (a snipe completed, a listing sold, the bot went idle or stopped) as a
 * toast and, when the trader opted in and the tab is in the background, as a browser notification.
 * The answer is stable, so the stream's effect does not restart when settings or privacy change.
 */
export function useLiveAlerts(): (event: StreamEvent) => void {
  const toast = useToast();
  const mask = usePrivacyMasks();
  const [settings] = useAlertSettings();
  const latest = useRef({ toast, mask, settings });
  useEffect(() => {
    latest.current = { toast, mask, settings };
  }, [toast, mask, settings]);

  return useCallback((event: StreamEvent) => {
    const { toast, mask, settings } = latest.current;
    const alert = alertOf(event, mask);
    if (!alert || !settings[alert.kind]) return;
    toast[alert.tone](`${alert.title}: ${alert.body}`, { durationMs: ALERT_TOAST_MS });
    if (
      settings.browser &&
      typeof Notification !== 'undefined' &&
      Notification.permission === 'granted' &&
      document.visibilityState === 'hidden'
    )
      new Notification(alert.title, { body: alert.body, tag: event.id });
  }, []);
}
