import { getMe, type UserProfile } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { call } from '../api/http-client';
import { tokenStore } from '../api/token-store';
import { useAccessToken } from './use-access-token';

/**
 * The one key for the signed-in user. Anything that changes the user (a purchase, 2FA, the avatar)
 * invalidates it, and the navbar, the profile and the guards all follow.
 */
export const currentUserKey = ['me'] as const;

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async () => {
    try {
      return await call(getMe);
    } catch (error) {
      // A 401 already signs out (the HTTP client); a deleted account (404) or a refused one (403)
      // leaves a token that can never load a user, so it is dropped too. Network errors keep it.
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) tokenStore.clear();
      throw error;
    }
  },
});

export type CurrentUser = {
  /** The loaded user; undefined while loading or when nobody is signed in. */
  user: UserProfile | undefined;
  /** A token is stored (the user may still be loading). */
  isSignedIn: boolean;
  /** A token is stored and the user has not arrived yet. */
  isLoading: boolean;
  error: Error | null;
};

/** Who is signed in; without a stored token nothing is fetched and `user` is undefined. */
export function useCurrentUser(): CurrentUser {
  const token = useAccessToken();
  const query = useQuery({ ...currentUserQuery, enabled: token !== null });
  return {
    user: token ? query.data : undefined,
    isSignedIn: token !== null,
    isLoading: token !== null && query.isPending && query.fetchStatus !== 'idle',
    error: query.error,
  };
}
