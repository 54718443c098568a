import { cancelListing, listListings, relistListing } from '@skinpilot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** The Listings view's query; a `listing` event reads it again (shared/live/apply-live-event.ts). */
export const listingsKey = ['trading', 'listings'] as const;

export const useListings = () =>
  useQuery({ queryKey: listingsKey, queryFn: async () => (await call(listListings)).listings });

/** Cancel or relist now: the answer's events refresh the listings and the inventory. */
export function useListingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, tradeId }: { action: 'cancel' | 'relist'; tradeId: string }) =>
      call(action === 'cancel' ? cancelListing : relistListing, {
        params: { trade_id: tradeId },
        timeoutMs: 60_000,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: listingsKey });
      void client.invalidateQueries({ queryKey: ['trading', 'inventory'] });
    },
  });
}
