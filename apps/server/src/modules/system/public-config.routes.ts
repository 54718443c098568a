import { getPublicConfig } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerEndpoint } from '../../http/register-endpoint';

export function publicConfigRoutes(app: FastifyInstance, deps: { config: Config }) {
  const { config } = deps;
  const answer = {
    app_name: config.APP_NAME,
    environment: config.NODE_ENV,
    support_email: config.SUPPORT_EMAIL,
    discord_invite_url: config.DISCORD_INVITE_URL,
    review_site_url: config.REVIEW_SITE_URL,
    demo_video_url: config.DEMO_VIDEO_URL ?? null,
    assets_base_url: config.ASSETS_BASE_URL,
    captcha_provider: config.CAPTCHA_PROVIDER,
    captcha_site_key: captchaSiteKey(config),
    trading_sandboxes: config.TRADING_SANDBOXES,
  };
  registerEndpoint(app, getPublicConfig, () => answer);
}

function captchaSiteKey(config: Config): string | null {
  if (config.CAPTCHA_PROVIDER === 'recaptcha') return config.RECAPTCHA_SITE_KEY ?? null;
  if (config.CAPTCHA_PROVIDER === 'turnstile') return config.TURNSTILE_SITE_KEY ?? null;
  return null;
}
