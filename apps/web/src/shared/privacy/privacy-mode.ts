import { maskFreeText, maskId, maskName, maskProfileUrl, maskTradeUrl, HIDDEN } from '@skinpilot/domain';
import { useSyncExternalStore } from 'react';

const KEY = 'privacyMode';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function setPrivacyMode(on: boolean): void {
  try {
    localStorage.setItem(KEY, String(on));
  } catch {
    // Blocked storage: the switch still works for this page view.
  }
  current = on;
  listeners.forEach((listener) => listener());
}

let current = typeof window === 'undefined' ? false : read();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab flipping the switch flips it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The one global privacy switch (section 6), kept in localStorage and shared by every screen. */
export function usePrivacyMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => current,
    () => false,
  );
  return [on, setPrivacyMode];
}

/** The masks of section 6, applied only while privacy mode is on. */
export function privacyMasks(on: boolean) {
  return {
    name: (value: string) => (on ? maskName(value) : value),
    id: (value: string) => (on ? maskId(value) : value),
    balance: (value: string) => (on ? HIDDEN : value),
    ip: (value: string) => (on ? HIDDEN : value),
    token: (value: string) => (on ? HIDDEN : value),
    tradeUrl: (value: string) => (on ? maskTradeUrl(value) : value),
    profileUrl: (value: string) => (on ? maskProfileUrl(value) : value),
    /** Server-written sentences: amounts hidden, ids cut to 2 digits, the given names cut. */
    text: (value: string, names: readonly string[] = []) => (on ? maskFreeText(value, names) : value),
  };
}

export function usePrivacyMasks() {
  const [on] = usePrivacyMode();
  return privacyMasks(on);
}
