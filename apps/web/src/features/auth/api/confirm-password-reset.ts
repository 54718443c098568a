import { confirmPasswordReset } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      call(confirmPasswordReset, { body: { token: input.token, new_password: input.newPassword } }),
  });
}
