import { listAccounts } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/http-client';

export const accountsKey = ['trading', 'accounts'] as const;

export const accountsQuery = queryOptions({
  queryKey: accountsKey,
  queryFn: () => call(listAccounts),
});

export const useAccounts = () => useQuery(accountsQuery);
