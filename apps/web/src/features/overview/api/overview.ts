import {
  getInventory,
  getWealthHistory,
  getWealthSummary,
  listActivity,
  listTrades,
  refreshInventory,
  type OverviewPeriod,
  type TradeAction,
} from '@skinpilot/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { accountsKey } from '../../../shared/accounts/accounts';

export const inventoryKey = ['trading', 'inventory'] as const;
export const summaryKey = ['trading', 'wealth-summary'] as const;

export const useInventory = () => useQuery({ queryKey: inventoryKey, queryFn: () => call(getInventory) });

export const useWealthSummary = () =>
  useQuery({ queryKey: summaryKey, queryFn: () => call(getWealthSummary) });

export const useWealthHistory = (period: OverviewPeriod) =>
  useQuery({
    queryKey: ['trading', 'wealth-history', period],
    queryFn: () => call(getWealthHistory, { query: { period } }),
  });

/** Trades of a period; limit 0 asks for as many as the server allows (1000, the statistics fetch). */
export const useTrades = (filters: { period: OverviewPeriod; action?: TradeAction; steamId?: string }) =>
  useQuery({
    queryKey: ['trading', 'trades', filters],
    queryFn: () =>
      call(listTrades, {
        query: { period: filters.period, limit: 0, action: filters.action, steam_id: filters.steamId },
      }),
  });

export const useActivityFeed = (filters: { type?: string; steamId?: string }, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['trading', 'activity', filters],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(listActivity, { query: { page: pageParam, type: filters.type, steam_id: filters.steamId } }),
    // Section 4: more is available while page < total_pages.
    getNextPageParam: (last, pages) => (pages.length < last.total_pages ? pages.length + 1 : undefined),
  });

export function useRefreshInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(refreshInventory, { timeoutMs: 120_000 }),
    onSuccess: () => {
      // Section 4: after a response wait 2 s, then reload.
      setTimeout(() => {
        void client.invalidateQueries({ queryKey: inventoryKey });
        void client.invalidateQueries({ queryKey: summaryKey });
        void client.invalidateQueries({ queryKey: accountsKey });
      }, 2000);
    },
  });
}
