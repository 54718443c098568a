import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { publicConfigQuery } from '../config/use-public-config';
import { recaptchaToken, turnstileToken, type CaptchaAction } from './providers';

/**
 * `const getCaptchaToken = useCaptcha(); await getCaptchaToken('signin')`. The provider comes from
 * the public config (awaited, so a quick first submit does not skip a required check); with
 * `disabled`, the default, no script is loaded and the token is empty.
 */
export function useCaptcha(): (action: CaptchaAction) => Promise<string> {
  const queryClient = useQueryClient();
  return useCallback(
    async (action: CaptchaAction) => {
      const config = await queryClient.ensureQueryData(publicConfigQuery);
      const siteKey = config.captcha_site_key;
      if (config.captcha_provider === 'disabled' || !siteKey) return '';
      return config.captcha_provider === 'recaptcha'
        ? recaptchaToken(siteKey, action)
        : turnstileToken(siteKey, action);
    },
    [queryClient],
  );
}
