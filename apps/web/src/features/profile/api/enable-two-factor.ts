import { enableTwoFactor } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { currentUserKey } from '../../../shared/auth/current-user';

export type EnableTwoFactorInput = { code: string; secret: string; backupCodes: string[] };

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnableTwoFactorInput) =>
      call(enableTwoFactor, {
        body: { code: input.code, temp_secret: input.secret, backup_codes: input.backupCodes },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
