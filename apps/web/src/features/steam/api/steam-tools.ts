import {
  acceptTradeOffer,
  cancelTradeOffer,
  declineTradeOffer,
  getSteamInventory,
  listTradeOffersEnhanced,
  sendGift,
  startSteamClient,
  stopSteamClient,
  updateSteamProxy,
  validateSteamProxy,
} from '@skinpilot/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/http-client';
import { accountsKey } from '../../../shared/accounts/accounts';

/** Everything the Steam tabs loaded for one account, so it can be cleared in one go (section 2.10). */
export const steamDataKey = (steamId: string) => ['trading', 'steam', steamId] as const;
const offersKey = (steamId: string) => [...steamDataKey(steamId), 'offers'] as const;
const inventoryKey = (steamId: string) => [...steamDataKey(steamId), 'inventory'] as const;

export const clearSteamData = (queryClient: QueryClient, steamId: string) =>
  queryClient.removeQueries({ queryKey: steamDataKey(steamId) });

/**
 * Loaded once when the tab first opens (no refetch on focus or remount); the refresh button asks
 * the server to read Steam again.
 */
const once = { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false } as const;

/**
 * Section 8: a 400 saying 'not running' means the client stopped under us (the session was lost);
 * the account list is reloaded so the panel shows it.
 */
function watchingNotRunning<T>(queryClient: QueryClient, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.detail?.includes('not running'))
      void queryClient.invalidateQueries({ queryKey: accountsKey });
    throw error;
  });
}

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

export function useSteamInventory(steamId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inventoryKey(steamId),
    queryFn: () =>
      watchingNotRunning(queryClient, () => call(getSteamInventory, { params: { steam_id: steamId } })),
    enabled,
    ...once,
  });
}

export function useSendGift(steamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { asset_id: string; trade_url: string; message?: string }) =>
      call(sendGift, { params: { steam_id: steamId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: steamDataKey(steamId) }),
  });
}

/** Start or stop the Steam client; the account list carries session_valid, so it is reloaded. */
export function useSteamClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ steamId, run }: { steamId: string; run: boolean }) =>
      call(run ? startSteamClient : stopSteamClient, { params: { steam_id: steamId }, timeoutMs: 60_000 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}

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
