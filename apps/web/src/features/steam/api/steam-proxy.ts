import { updateSteamProxy, validateSteamProxy } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsKey } from '../../../shared/accounts/accounts';
import { call } from '../../../shared/api/http-client';

export function useUpdateProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ steamId, proxy }: { steamId: string; proxy: string }) =>
      call(updateSteamProxy, {
        params: { steam_id: steamId },
        body: { new_proxy: proxy },
        timeoutMs: 20_000,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}

export function useValidateProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (steamId: string) =>
      call(validateSteamProxy, { params: { steam_id: steamId }, body: { force: true }, timeoutMs: 20_000 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
