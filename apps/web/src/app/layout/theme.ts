import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'dark' | 'light';
const THEME_KEY = 'theme';
const listeners = new Set<() => void>();

export function storedTheme(): Theme {
  return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Dark by default; the choice is kept in localStorage and applied to <html data-theme> (by
 * public/boot.js before the first paint). Pre-rendered pages and their hydration render dark, then
 * the stored choice takes over.
 */
export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, storedTheme, () => 'dark' as const);
  const toggle = useCallback(() => {
    const next: Theme = storedTheme() === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_KEY, next);
    document.documentElement.setAttribute('data-theme', next);
    listeners.forEach((listener) => listener());
  }, []);
  return [theme, toggle];
}
