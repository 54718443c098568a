import { disableTwoFactor } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { useSignIn } from '../../../shared/auth/session';

/**
 * Turning 2FA off revokes every earlier token, so the answer's fresh token replaces the stored one
 * (which also reloads the profile).
 */
export function useDisableTwoFactor() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      call(disableTwoFactor, { body: { password: input.password, two_factor_code: input.code } }),
    onSuccess: (answer) => signIn(answer.access_token),
  });
}
