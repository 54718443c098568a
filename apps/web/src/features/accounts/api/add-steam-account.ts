import { addSteamAccount, type BodyOf } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { accountsKey } from '../../../shared/accounts/accounts';
import { limitsKey } from './account-limits';

export type AddSteamAccountInput = BodyOf<typeof addSteamAccount>;

/** Logging in to Steam through the proxy can take a while: 60 s (section 9). */
export const addSteamAccountCall = (body: AddSteamAccountInput) =>
  call(addSteamAccount, { body, timeoutMs: 60_000 });

export function useAddSteamAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSteamAccountCall,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKey }),
        queryClient.invalidateQueries({ queryKey: limitsKey }),
      ]),
  });
}
