import {
  chooseReferencePriceSource,
  getReferencePricesStatus,
  type ReferencePriceSource,
} from '@skinpilot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

const referencePricesKey = [...adminKeys.all, 'settings', 'reference-prices'] as const;

/** Read again every minute: a refresh the admin booked lands within seconds. */
export const useReferencePrices = () =>
  useQuery({
    queryKey: referencePricesKey,
    queryFn: () => call(getReferencePricesStatus),
    refetchInterval: 60_000,
  });

export function useChooseReferencePriceSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: ReferencePriceSource) => call(chooseReferencePriceSource, { body: { source } }),
    onSuccess: (answer) => queryClient.setQueryData(referencePricesKey, answer.status),
  });
}
