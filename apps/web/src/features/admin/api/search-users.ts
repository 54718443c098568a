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

/** One page of 100 users matching the filters, as the CSV export reads them page after page. */
export async function readUsersPage(filters: UserSearch['filters'], page: number) {
  const answer = await call(searchAdminUsers, { body: { filters, page, limit: 100 } });
  return { rows: answer.users, hasMore: page < answer.pagination.total_pages };
}
