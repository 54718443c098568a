import { listTrades, type OverviewPeriod, type TradeAction } from '@skinpilot/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** Trades of a period; limit 0 asks for as many as the server allows (1000, the statistics fetch). */
export const useTrades = (filters: { period: OverviewPeriod; action?: TradeAction; steamId?: string }) =>
  useQuery({
    queryKey: ['trading', 'trades', filters],
    queryFn: () =>
      call(listTrades, {
        query: { period: filters.period, limit: 0, action: filters.action, steam_id: filters.steamId },
      }),
  });
