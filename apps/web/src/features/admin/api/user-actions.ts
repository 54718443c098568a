import {
  changeUserLicence,
  getAdminUserLedger,
  getAdminUserPurchases,
  removeUserCredits,
  resetUserTwoFactor,
  sendUserPasswordReset,
  suspendUser,
  unsuspendUser,
  unlockUserSignIn,
  type BodyOf,
} from '@skinpilot/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

/** What one corrective action sends; the dialog builds it from its fields. */
export type UserAction =
  | { kind: 'remove_credits'; body: BodyOf<typeof removeUserCredits> }
  | { kind: 'licence'; body: BodyOf<typeof changeUserLicence> }
  | { kind: 'suspend'; body: BodyOf<typeof suspendUser> }
  | { kind: 'unsuspend' }
  | { kind: 'reset_2fa' }
  | { kind: 'unlock_sign_in' }
  | { kind: 'password_reset' };

function run(id: string, action: UserAction): Promise<{ message: string }> {
  const params = { id };
  switch (action.kind) {
    case 'remove_credits':
      return call(removeUserCredits, { params, body: action.body });
    case 'licence':
      return call(changeUserLicence, { params, body: action.body });
    case 'suspend':
      return call(suspendUser, { params, body: action.body });
    case 'unsuspend':
      return call(unsuspendUser, { params });
    case 'reset_2fa':
      return call(resetUserTwoFactor, { params });
    case 'unlock_sign_in':
      return call(unlockUserSignIn, { params });
    case 'password_reset':
      return call(sendUserPasswordReset, { params });
  }
}

/** After an action the user's details, history, the user list and the dashboard are read again. */
export function useUserAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => run(userId, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
      ]),
  });
}

export const useUserPurchases = (id: string) =>
  useQuery({
    queryKey: adminKeys.userPurchases(id),
    queryFn: () => call(getAdminUserPurchases, { params: { id } }),
  });

export const useUserLedger = (id: string, page: number) =>
  useQuery({
    queryKey: adminKeys.userLedger(id, page),
    queryFn: () => call(getAdminUserLedger, { params: { id }, query: { page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
