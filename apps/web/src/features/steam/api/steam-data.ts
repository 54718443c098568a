import type { QueryClient } from '@tanstack/react-query';
import { accountsKey } from '../../../shared/accounts/accounts';
import { ApiError } from '../../../shared/api/api-error';

/** Everything the Steam tabs loaded for one account, so it can be cleared in one go (section 2.10). */
export const steamDataKey = (steamId: string) => ['trading', 'steam', steamId] as const;

export const clearSteamData = (queryClient: QueryClient, steamId: string) =>
  queryClient.removeQueries({ queryKey: steamDataKey(steamId) });

/**
 * Loaded once when the tab first opens (no refetch on focus or remount); the refresh button asks
 * the server to read Steam again.
 */
export const once = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

/**
 * Section 8: a 400 saying 'not running' means the client stopped under us (the session was lost);
 * the account list is reloaded so the panel shows it.
 */
export function watchingNotRunning<T>(queryClient: QueryClient, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.detail?.includes('not running'))
      void queryClient.invalidateQueries({ queryKey: accountsKey });
    throw error;
  });
}
