import { getAccountPlatforms } from '@skinpilot/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export const accountPlatformsQuery = (steamId: string) =>
  queryOptions({
    queryKey: ['trading', 'accounts', steamId, 'platforms'],
    queryFn: () => call(getAccountPlatforms, { params: { steam_id: steamId } }),
  });
