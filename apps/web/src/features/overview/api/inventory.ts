import { getInventory, refreshInventory } from '@skinpilot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { accountsKey } from '../../../shared/accounts/accounts';
import { summaryKey } from './wealth';

const inventoryKey = ['trading', 'inventory'] as const;

export const useInventory = () => useQuery({ queryKey: inventoryKey, queryFn: () => call(getInventory) });

export function useRefreshInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(refreshInventory, { timeoutMs: 120_000 }),
    onSuccess: () => {
      // Section 4: after a response wait 2 s, then reload.
      setTimeout(() => {
        void client.invalidateQueries({ queryKey: inventoryKey });
        void client.invalidateQueries({ queryKey: summaryKey });
        void client.invalidateQueries({ queryKey: accountsKey });
      }, 2000);
    },
  });
}
