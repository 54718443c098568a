import { startFreeTrial } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { currentUserKey } from '../../../shared/auth/current-user';
import { limitsKey } from './account-limits';

export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(startFreeTrial),
    // The role, licence and credits all change: everything that shows them reloads.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: limitsKey }),
      ]),
  });
}
