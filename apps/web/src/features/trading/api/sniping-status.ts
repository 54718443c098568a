import { getSnipingStatus } from '@skinpilot/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { snipingPollInterval } from '../lib/sniping-poll';

/** The bot's live state for one account, polled only while sniping is on (section 4). */
export function useSnipingStatus(steamId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['trading', 'sniping', steamId],
    queryFn: () => call(getSnipingStatus, { query: { steam_id: steamId } }),
    enabled,
    refetchInterval: (query) => snipingPollInterval(enabled, query.state.data?.state ?? null),
  });
}
