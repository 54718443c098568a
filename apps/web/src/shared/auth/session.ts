import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { tokenStore } from '../api/token-store';
import { currentUserKey } from './current-user';

/**
 * `const signIn = useSignIn(); await signIn(access_token)`: stores the token and reloads the user,
 * so the navbar and guards switch to the signed-in view. Also used after a call hands out a fresh
 * token (disabling 2FA invalidates the old one).
 */
export function useSignIn(): (token: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      tokenStore.set(token);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
    [queryClient],
  );
}

let signOutPending = false;

/** True from Sign Out until the page it leads to is on screen; the guards wait instead of redirecting. */
export const isSigningOut = () => signOutPending;

/**
 * Sign Out drops the token at once and goes to the home page. The page being left may be
 * signed-in-only, and React keeps it until the home page's code has loaded: its guard, seeing no
 * token, would send the user to /signin, so it shows nothing while the sign-out is pending. The
 * cached answers are dropped once home is on screen (`useFinishSignOut`), not before: dropping them
 * under the mounted page would make it fetch again without a token.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    signOutPending = true;
    tokenStore.clear();
    void navigate(paths.home);
  }, [navigate]);
}

/** Sign Out's end, mounted once in the root layout: runs when the next page is on screen. */
export function useFinishSignOut(): void {
  const { key } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signOutPending) return;
    signOutPending = false;
    queryClient.clear();
  }, [key, queryClient]);
}
