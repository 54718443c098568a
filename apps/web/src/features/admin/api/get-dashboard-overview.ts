import { getDashboardOverview } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export const dashboardOverviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: () => call(getDashboardOverview) });

export const useDashboardOverview = () => useQuery(dashboardOverviewQuery());
