import type { Activity, LiveListingEvent, Trade } from '@skinpilot/contract';
import { formatBalance } from '../accounts/account-view';
import type { privacyMasks } from '../privacy/privacy-mode';
import type { ToastKind } from '../toast/toast-context';
import type { StreamEvent } from './event-stream';

/** What the dashboard tells as it happens (issue 25): each can be turned off in Settings. */
export const alertKinds = ['snipe', 'sale', 'idle', 'stopped'] as const;
export type AlertKind = (typeof alertKinds)[number];

export const alertLabels: Record<AlertKind, string> = {
  snipe: 'A snipe completed',
  sale: 'A listing sold',
  idle: 'The bot went idle',
  stopped: 'The bot stopped',
};

export type LiveAlert = { kind: AlertKind; tone: ToastKind; title: string; body: string };

type Masks = ReturnType<typeof privacyMasks>;

/**
 * The alert an event is, or null: a withdrawal completed (`trade`), a listing sold (`listing`), the
 * bot went idle or stopped (the `activity` it writes). Privacy mode hides the amounts, as on screen.
 */
export function alertOf(event: StreamEvent, mask: Masks): LiveAlert | null {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const coins = (value: number) => `${mask.balance(formatBalance(value))} coins`;
  if (event.event === 'trade') {
    const trade = data.trade as Trade | undefined;
    if (data.state !== 'completed' || trade?.action !== 'Withdraw') return null;
    return {
      kind: 'snipe',
      tone: 'success',
      title: 'Snipe completed',
      body: `${trade.item.market_name} for ${coins(trade.item.coin_value)}.`,
    };
  }
  if (event.event === 'listing') {
    const listing = data as Partial<LiveListingEvent>;
    if (listing.change !== 'sold') return null;
    const what = listing.item_name ?? 'An item';
    return {
      kind: 'sale',
      tone: 'success',
      title: 'Listing sold',
      body: typeof listing.value === 'number' ? `${what} sold for ${coins(listing.value)}.` : `${what} sold.`,
    };
  }
  if (event.event === 'activity') {
    const activity = data as Partial<Activity>;
    const body = mask.text(activity.description ?? '');
    // The runtime's titles: "Idle: out of coins" / "Idle: out of credits" (idle-state.ts).
    if (activity.title?.startsWith('Idle: '))
      return { kind: 'idle', tone: 'warning', title: activity.title, body };
    if (activity.title === 'Sniping stopped')
      return { kind: 'stopped', tone: 'warning', title: 'Sniping stopped', body };
  }
  return null;
}

/** Which alerts this browser shows, and whether also as the system's notifications (opt-in). */
export type AlertSettings = Record<AlertKind, boolean> & { browser: boolean };

const defaults: AlertSettings = { snipe: true, sale: true, idle: true, stopped: true, browser: false };
const keyOf = (userId: string) => `liveAlerts:${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, AlertSettings>();

/** Kept in this browser's storage, per user (no server setting holds them). */
export function readAlertSettings(userId: string): AlertSettings {
  const cached = cache.get(userId);
  if (cached) return cached;
  let stored: Partial<AlertSettings> = {};
  try {
    stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '{}') as Partial<AlertSettings>;
  } catch {
    // Blocked or broken storage: the defaults.
  }
  const settings = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof AlertSettings)[])
    if (typeof stored[key] === 'boolean') settings[key] = stored[key];
  cache.set(userId, settings);
  return settings;
}

export function writeAlertSettings(userId: string, settings: AlertSettings): void {
  cache.set(userId, settings);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(settings));
  } catch {
    // Blocked storage: the choice holds for this page view.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeAlertSettings(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('liveAlerts:')) return;
    cache.clear();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
