import { signOut as signOutCall } from '@skinpilot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { apiUrl } from '../api/http-client';
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
 * Asks the server to revoke the token (POST /signout), so a copy of it left anywhere stops working.
 * Sent straight, not through `call`: the token has already left the store, and a 401 here (the token
 * was already revoked) must not send the person to /signin. `keepalive` lets it finish after the
 * page changes; a failure changes nothing for the person, who is signed out in this browser anyway.
 */
function revokeOnServer(token: string): void {
  void fetch(apiUrl('main', signOutCall.path), {
    method: signOutCall.method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Sign Out revokes the token on the server, drops it at once and goes to the home page. The page being left may be
 * signed-in-only, and React keeps it until the home page's code has loaded: its guard, seeing no
 * token, would send the user to /signin, so it shows nothing while the sign-out is pending. The
 * cached answers are dropped once home is on screen (`useFinishSignOut`), not before: dropping them
 * under the mounted page would make it fetch again without a token.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    signOutPending = true;
    const token = tokenStore.get();
    tokenStore.clear();
    if (token) revokeOnServer(token);
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
