import { applyBounds, type SettingsProblem } from './settings-bounds';

export type SteamSettings = {
  auto_monitor_trades: boolean;
  monitor_interval: number;
  auto_accept_incoming_trades: boolean;
  auto_cancel_sent_offers: boolean;
  auto_cancel_timeout_minutes: number;
  trade_notifications: boolean;
  trade_reversal_notifications: boolean;
  reversal_check_interval_hours: number;
  auto_send_deposits_to_csgoroll: boolean;
  auto_send_message: string;
};

export const AUTO_SEND_MESSAGE_MAX = 128;

export const DEFAULT_STEAM_SETTINGS: SteamSettings = {
  auto_monitor_trades: true,
  monitor_interval: 30,
  auto_accept_incoming_trades: false,
  auto_cancel_sent_offers: false,
  auto_cancel_timeout_minutes: 60,
  trade_notifications: true,
  trade_reversal_notifications: true,
  reversal_check_interval_hours: 6,
  auto_send_deposits_to_csgoroll: false,
  auto_send_message: '',
};

export const steamBounds = {
  monitor_interval: { min: 30, max: 3600 },
  auto_cancel_timeout_minutes: { min: 5, max: 1440 },
  reversal_check_interval_hours: { min: 6, max: 168 },
};

/** The reversal check interval is clamped (the spec says so); the other bounds are refused. */
export function checkSteamSettings(input: SteamSettings): {
  settings: SteamSettings;
  problems: SettingsProblem[];
} {
  const { values, problems } = applyBounds(input, steamBounds, new Set(['reversal_check_interval_hours']));
  if (values.auto_send_message.length > AUTO_SEND_MESSAGE_MAX) {
    problems.push({
      field: 'auto_send_message',
      message: `must be at most ${AUTO_SEND_MESSAGE_MAX} characters`,
    });
  }
  return { settings: values, problems };
}
