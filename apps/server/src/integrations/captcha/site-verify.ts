import type { CaptchaAction, CaptchaVerifier } from './captcha';

type FetchLike = typeof fetch;
const VERIFY_TIMEOUT_MS = 5000;

type SiteVerifyAnswer = { success?: boolean; score?: number; action?: string };

async function siteVerify(
  fetcher: FetchLike,
  url: string,
  form: Record<string, string>,
): Promise<SiteVerifyAnswer> {
  const response = await fetcher(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  if (!response.ok) return {};
  return (await response.json()) as SiteVerifyAnswer;
}

/** reCAPTCHA v3: the token must be fresh, for the action the page asked for, and score high enough. */
export function recaptchaVerifier(
  secret: string,
  minScore: number,
  fetcher: FetchLike = fetch,
): CaptchaVerifier {
  return {
    async verify({ token, action, remoteIp }) {
      if (!token) return false;
      const answer = await siteVerify(fetcher, 'https://www.google.com/recaptcha/api/siteverify', {
        secret,
        response: token,
        remoteip: remoteIp,
      }).catch(() => ({}) as SiteVerifyAnswer);
      return answer.success === true && answer.action === action && (answer.score ?? 0) >= minScore;
    },
  };
}

/** Cloudflare Turnstile: the widget's action is checked when the answer names one. */
export function turnstileVerifier(secret: string, fetcher: FetchLike = fetch): CaptchaVerifier {
  return {
    async verify({ token, action, remoteIp }: { token: string; action: CaptchaAction; remoteIp: string }) {
      if (!token) return false;
      const answer = await siteVerify(fetcher, 'https://challenges.cloudflare.com/turnstile/v0/siteverify', {
        secret,
        response: token,
        remoteip: remoteIp,
      }).catch(() => ({}) as SiteVerifyAnswer);
      return answer.success === true && (!answer.action || answer.action === action);
    },
  };
}
