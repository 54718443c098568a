import { getRevenueChart, getSignupsChart, type RevenuePeriod } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export const revenueChartQuery = (period: RevenuePeriod) =>
  queryOptions({
    queryKey: adminKeys.revenueChart(period),
    queryFn: () => call(getRevenueChart, { query: { period } }),
  });

export const signupsChartQuery = () =>
  queryOptions({ queryKey: adminKeys.signupsChart(), queryFn: () => call(getSignupsChart) });

export const useRevenueChart = (period: RevenuePeriod, enabled: boolean) =>
  useQuery({ ...revenueChartQuery(period), enabled });
export const useSignupsChart = (enabled: boolean) => useQuery({ ...signupsChartQuery(), enabled });
