import { searchAdminUsers, type BodyOf } from '@skinpilot/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export type UserSearch = NonNullable<BodyOf<typeof searchAdminUsers>>;

export const userSearchQuery = (body: UserSearch) =>
  queryOptions({
    queryKey: adminKeys.userSearch(body),
    queryFn: () => call(searchAdminUsers, { body }),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (body: UserSearch) => useQuery(userSearchQuery(body));
