import { useSyncExternalStore } from 'react';
import { tokenStore } from '../api/token-store';

/** The stored access token, re-read whenever it is stored or dropped (also from another tab). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}
