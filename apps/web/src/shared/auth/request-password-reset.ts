import { requestPasswordReset } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { call } from '../api/http-client';
import { useCaptcha } from '../captcha/use-captcha';

/**
 * Mails a reset link; used by Forgot password and by the profile's Change password. The human
 * check runs first with the action the server expects.
 */
export function useRequestPasswordReset() {
  const getCaptchaToken = useCaptcha();
  return useMutation({
    mutationFn: async (email: string) =>
      call(requestPasswordReset, {
        body: { email, recaptcha_token: await getCaptchaToken('forgot_password') },
      }),
  });
}

/**
 * Section 8: an answer from the server says it failed to send (its detail when it gives one); no
 * answer at all is the generic error.
 */
export function passwordResetRequestError(error: unknown): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof ApiError && error.status > 0) return 'Failed to send password reset link';
  return 'An error occurred. Please try again later.';
}
