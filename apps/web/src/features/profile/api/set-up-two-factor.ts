import { setUpTwoFactor } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** Step 1 of the setup: the password buys a new secret, its QR code and the backup codes. */
export function useSetUpTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => call(setUpTwoFactor, { body: { password } }),
  });
}
