import { signUp } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { useCaptcha } from '../../../shared/captcha/use-captcha';

export type SignUpInput = { username: string; email: string; password: string };

/** Creates the account; the screen signs in with the token it answers. */
export function useSignUp() {
  const getCaptchaToken = useCaptcha();
  return useMutation({
    mutationFn: async (input: SignUpInput) =>
      call(signUp, { body: { ...input, recaptcha_token: await getCaptchaToken('signup') } }),
  });
}
