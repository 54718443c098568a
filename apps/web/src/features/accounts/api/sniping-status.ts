import { getSnipingStatus } from '@skinpilot/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { currentUserKey } from '../../../shared/auth/current-user';
import { snipingPollInterval } from '../lib/sniping-poll';

/** The bot's live state for one account, polled only while sniping is on (section 4). */
export function useSnipingStatus(steamId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['trading', 'sniping', steamId],
    queryFn: async () => {
      const status = await call(getSnipingStatus, { query: { steam_id: steamId } });
      // A running bot spends credits on every withdrawal: the navbar's balance follows each poll.
      if (status.state === 'running') void queryClient.invalidateQueries({ queryKey: currentUserKey });
      return status;
    },
    enabled,
    refetchInterval: (query) => snipingPollInterval(enabled, query.state.data?.state ?? null),
  });
}
