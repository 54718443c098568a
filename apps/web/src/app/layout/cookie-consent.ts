export const COOKIE_NAME = 'cookiesAccepted';
export const COOKIE_DAYS = 365;

/** The stored choice: true, false, or null while the visitor has not chosen. */
export function readCookieConsent(cookies: string = document.cookie): boolean | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE_NAME}=`))
    ?.slice(COOKIE_NAME.length + 1);
  return value === 'true' ? true : value === 'false' ? false : null;
}

const listeners = new Set<() => void>();

export function storeCookieConsent(accepted: boolean) {
  const maxAge = COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${COOKIE_NAME}=${accepted}; max-age=${maxAge}; path=/; SameSite=Lax`;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the banner re-renders when a choice is stored. */
export function subscribeCookieConsent(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
