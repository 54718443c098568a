import {
  cancelExtraAccounts,
  getExtraAccountsBilling,
  getExtraAccountsPricing,
  purchaseExtraAccounts,
  type SlotType,
} from '@skinpilot/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { currentUserKey } from '../../../shared/auth/current-user';
import { limitsKey } from './account-limits';

const extraAccountsKey = ['trading', 'extra-accounts'] as const;

export const extraAccountsPricingQuery = queryOptions({
  queryKey: [...extraAccountsKey, 'pricing'],
  queryFn: () => call(getExtraAccountsPricing),
});

export const extraAccountsBillingQuery = queryOptions({
  queryKey: [...extraAccountsKey, 'billing'],
  queryFn: () => call(getExtraAccountsBilling),
});

function useInvalidateSlots() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [extraAccountsKey, limitsKey, currentUserKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** One call per type, one after another (section 7), so a refusal stops the rest. */
export function usePurchaseExtraAccounts() {
  const invalidate = useInvalidateSlots();
  return useMutation({
    mutationFn: async (orders: { account_type: SlotType; quantity: number }[]) => {
      const messages: string[] = [];
      for (const order of orders) messages.push((await call(purchaseExtraAccounts, { body: order })).message);
      return messages;
    },
    onSettled: invalidate,
  });
}

export function useCancelExtraAccounts() {
  const invalidate = useInvalidateSlots();
  return useMutation({
    mutationFn: (body: { account_type: SlotType; cycle_id?: string }) => call(cancelExtraAccounts, { body }),
    onSettled: invalidate,
  });
}
