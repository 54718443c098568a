import { runBulkAction, type BulkActionBody } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { currentUserKey } from '../../../shared/auth/current-user';
import { adminKeys } from './admin-keys';

/** After a bulk action the profile, the user list and the dashboard are read again (section 4). */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkActionBody) => call(runBulkAction, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
      ]),
  });
}
