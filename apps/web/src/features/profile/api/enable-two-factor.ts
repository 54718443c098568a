import { enableTwoFactor } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { useSignIn } from '../../../shared/auth/session';

export type EnableTwoFactorInput = { code: string; secret: string; backupCodes: string[] };

/**
 * Turning 2FA on signs out every other session, so the answer's fresh token replaces the stored one
 * (which also reloads the profile).
 */
export function useEnableTwoFactor() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: EnableTwoFactorInput) =>
      call(enableTwoFactor, {
        body: { code: input.code, temp_secret: input.secret, backup_codes: input.backupCodes },
      }),
    onSuccess: (answer) => signIn(answer.access_token),
  });
}
