import { sendGift } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { steamDataKey } from './steam-data';

export function useSendGift(steamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { asset_id: string; trade_url: string; message?: string }) =>
      call(sendGift, { params: { steam_id: steamId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: steamDataKey(steamId) }),
  });
}
