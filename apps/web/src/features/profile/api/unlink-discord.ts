import { unlinkDiscord } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { currentUserKey } from '../../../shared/auth/current-user';

export function useUnlinkDiscord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(unlinkDiscord),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
