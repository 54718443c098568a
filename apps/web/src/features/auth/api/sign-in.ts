import { signIn as signInEndpoint, type SignInAnswer } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { useCaptcha } from '../../../shared/captcha/use-captcha';

export type SignInInput = { email: string; password: string; twoFactorCode?: string };

/**
 * Posts the sign-in form. The screen stores a token answer, or on `requires_2fa` asks for the code
 * and posts the form again with it.
 */
export function useSignInForm() {
  const getCaptchaToken = useCaptcha();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SignInAnswer> =>
      call(signInEndpoint, {
        body: {
          username: input.email,
          password: input.password,
          two_factor_code: input.twoFactorCode,
          recaptcha_token: await getCaptchaToken('signin'),
        },
      }),
  });
}
