const TOKEN_KEY = 'access_token';

/** The access token lives in localStorage, as the spec says; everything reads it through here. */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};
