import { refreshCsgorollAccount, refreshSteamAccount } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefreshPlatform } from '../../../shared/accounts/account-actions';
import { call } from '../../../shared/api/http-client';
import { accountsKey } from '../../../shared/accounts/accounts';

const endpoints = { steam: refreshSteamAccount, csgoroll: refreshCsgorollAccount };

export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ steamId, platform }: { steamId: string; platform: RefreshPlatform }) =>
      call(endpoints[platform], { params: { steam_id: steamId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
