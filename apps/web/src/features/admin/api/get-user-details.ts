import { getAdminUserDetails } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export const userDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.userDetails(id),
    queryFn: () => call(getAdminUserDetails, { params: { id } }),
  });

export const useUserDetails = (id: string | null) =>
  useQuery({ ...userDetailsQuery(id ?? ''), enabled: id !== null });
