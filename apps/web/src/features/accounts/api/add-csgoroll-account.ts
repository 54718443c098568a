import { addCsgorollAccount, type BodyOf } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { accountsKey } from '../../../shared/accounts/accounts';
import { limitsKey } from './account-limits';

export type AddCsgorollAccountInput = BodyOf<typeof addCsgorollAccount>;

/** A credential login solves CSGORoll's sign-in flow and takes 20-30 s: 45 s, else 15 s. */
export const addCsgorollAccountCall = (body: AddCsgorollAccountInput) =>
  call(addCsgorollAccount, { body, timeoutMs: body.auth_method === 'credentials' ? 45_000 : 15_000 });

export function useAddCsgorollAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCsgorollAccountCall,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKey }),
        queryClient.invalidateQueries({ queryKey: limitsKey }),
      ]),
  });
}
