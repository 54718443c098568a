import { updateAccountLabel } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { accountsKey } from '../../../shared/accounts/accounts';

export function useUpdateAccountLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ steamId, label }: { steamId: string; label: string }) =>
      call(updateAccountLabel, { params: { steam_id: steamId }, body: { label } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
