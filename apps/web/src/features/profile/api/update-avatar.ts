import { updateAvatar } from '@skinpilot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { currentUserKey } from '../../../shared/auth/current-user';

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarUrl: string) => call(updateAvatar, { body: { avatar_url: avatarUrl } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
