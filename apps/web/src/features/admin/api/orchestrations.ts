import { getOrchestration, listOrchestrations, stopOrchestration, type QueryOf } from '@skinpilot/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export type OrchestrationQuery = NonNullable<QueryOf<typeof listOrchestrations>>;

export const orchestrationListQuery = (query: OrchestrationQuery) =>
  queryOptions({
    queryKey: adminKeys.orchestrationList(query),
    queryFn: () => call(listOrchestrations, { query }),
    placeholderData: keepPreviousData,
  });

export const useOrchestrations = (query: OrchestrationQuery) => useQuery(orchestrationListQuery(query));

export const useOrchestration = (sessionId: string | null) =>
  useQuery({
    queryKey: adminKeys.orchestration(sessionId ?? ''),
    queryFn: () =>
      call(getOrchestration, {
        params: { session_id: sessionId ?? '' },
        query: { includeSettings: 'true', includeLive: 'true' },
      }),
    enabled: sessionId !== null,
  });

export function useStopOrchestration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instanceId: string) => call(stopOrchestration, { query: { instance_id: instanceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orchestrations() }),
  });
}
