import {
  acceptTradeOffer,
  cancelTradeOffer,
  declineTradeOffer,
  listTradeOffersEnhanced,
} from '@skinpilot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { once, steamDataKey, watchingNotRunning } from './steam-data';

const offersKey = (steamId: string) => [...steamDataKey(steamId), 'offers'] as const;

export function useTradeOffers(steamId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: offersKey(steamId),
    queryFn: () =>
      watchingNotRunning(queryClient, () =>
        call(listTradeOffersEnhanced, { params: { steam_id: steamId }, query: { force_refresh: 'false' } }),
      ),
    enabled,
    ...once,
  });
}

export function useRefreshTradeOffers(steamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(listTradeOffersEnhanced, { params: { steam_id: steamId }, query: { force_refresh: 'true' } }),
    onSuccess: (answer) => queryClient.setQueryData(offersKey(steamId), answer),
  });
}

const offerActions = { accept: acceptTradeOffer, decline: declineTradeOffer, cancel: cancelTradeOffer };
export type OfferAction = keyof typeof offerActions;

export function useOfferAction(steamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, action }: { offerId: string; action: OfferAction }) =>
      call(offerActions[action], { params: { steam_id: steamId, offer_id: offerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: steamDataKey(steamId) }),
  });
}
