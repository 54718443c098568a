import { getAdminUserTradingAccounts } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export const userTradingAccountsQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.userAccounts(id),
    queryFn: () => call(getAdminUserTradingAccounts, { params: { id } }),
  });

export const useUserTradingAccounts = (id: string) => useQuery(userTradingAccountsQuery(id));
