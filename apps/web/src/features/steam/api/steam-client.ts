import { startSteamClient, stopSteamClient } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsKey } from '../../../shared/accounts/accounts';
import { call } from '../../../shared/api/http-client';

/** Start or stop the Steam client; the account list carries session_valid, so it is reloaded. */
export function useSteamClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ steamId, run }: { steamId: string; run: boolean }) =>
      call(run ? startSteamClient : stopSteamClient, { params: { steam_id: steamId }, timeoutMs: 60_000 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
