import type { CaptchaTask } from '../types/captcha';

/**
 * The reCAPTCHA CSGORoll's join asks for (reference section 9, from C and E): the public v3 site
 * key with action `joinTrades`, a 0.9 minimum score, and the withdraw page as the page URL.
 */
const CSGOROLL_RECAPTCHA_V3_SITE_KEY = '6LfVf3wUAAAAAL8T79ziKWF-Jmkc3LT9fzEVoiO5';

export function csgorollJoinCaptcha(siteOrigin = 'https://www.csgoroll.com'): CaptchaTask {
  return {
    kind: 'recaptcha-v3',
    websiteUrl: `${siteOrigin}/en/withdraw/csgo/p2p`,
    websiteKey: CSGOROLL_RECAPTCHA_V3_SITE_KEY,
    pageAction: 'joinTrades',
    minScore: 0.9,
  };
}
