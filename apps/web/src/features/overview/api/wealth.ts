import { getWealthHistory, getWealthSummary, type OverviewPeriod } from '@skinpilot/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export const summaryKey = ['trading', 'wealth-summary'] as const;

export const useWealthSummary = () =>
  useQuery({ queryKey: summaryKey, queryFn: () => call(getWealthSummary) });

export const useWealthHistory = (period: OverviewPeriod) =>
  useQuery({
    queryKey: ['trading', 'wealth-history', period],
    queryFn: () => call(getWealthHistory, { query: { period } }),
  });
