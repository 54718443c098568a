const TOKEN_KEY = 'access_token';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

// Another tab signing in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) notify();
  });
}

/**
 * The access token lives in localStorage, as the spec says; everything reads it through here, and
 * screens that depend on it subscribe so they re-render when it is stored or dropped.
 */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => {
    localStorage.setItem(TOKEN_KEY, token);
    notify();
  },
  clear: () => {
    localStorage.removeItem(TOKEN_KEY);
    notify();
  },
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
