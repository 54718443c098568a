import { listActivity } from '@skinpilot/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export const useActivityFeed = (filters: { type?: string; steamId?: string }, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['trading', 'activity', filters],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(listActivity, { query: { page: pageParam, type: filters.type, steam_id: filters.steamId } }),
    // Section 4: more is available while page < total_pages.
    getNextPageParam: (last, pages) => (pages.length < last.total_pages ? pages.length + 1 : undefined),
  });
