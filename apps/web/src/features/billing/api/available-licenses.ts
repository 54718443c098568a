import { getAvailableLicenses } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export const availableLicensesKey = ['billing', 'available-licenses'] as const;

export const availableLicensesQuery = queryOptions({
  queryKey: availableLicensesKey,
  queryFn: () => call(getAvailableLicenses),
});

export const useAvailableLicenses = () => useQuery(availableLicensesQuery);
