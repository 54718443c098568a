import { deleteAccount } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { accountsKey } from '../../../shared/accounts/accounts';
import { limitsKey } from './account-limits';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    // Stopping the account's bots and wiping its secrets may take a moment: 30 s.
    mutationFn: (steamId: string) =>
      call(deleteAccount, { params: { steam_id: steamId }, timeoutMs: 30_000 }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKey }),
        queryClient.invalidateQueries({ queryKey: limitsKey }),
      ]),
  });
}
