import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
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

/** Sign Out clears the session (token and every cached answer of the user) and goes to /. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave first: dropping the token on a signed-in-only page would send the guard to /signin.
    void Promise.resolve(navigate(paths.home)).then(() => {
      tokenStore.clear();
      queryClient.clear();
    });
  }, [queryClient, navigate]);
}
