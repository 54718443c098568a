import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** What the SPA may know about the deployment: an explicit list, never the whole configuration. */
export const publicConfig = z.object({
  app_name: z.string(),
  environment: z.enum(['development', 'test', 'production']),
  support_email: z.string(),
  discord_invite_url: z.string(),
  review_site_url: z.string(),
  demo_video_url: z.string().nullable(),
  assets_base_url: z.string(),
  /** The SPA loads the provider's script only when this is not `disabled`. */
  captcha_provider: z.enum(['recaptcha', 'turnstile', 'disabled']),
  captcha_site_key: z.string().nullable(),
  /** Which platforms run on their sandbox; in production (SANDBOX=true) staff see it on every page. */
  trading_sandboxes: z.array(z.enum(['steam', 'csgoroll'])),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const getPublicConfig = defineEndpoint({
  method: 'GET',
  path: '/config',
  api: 'main',
  auth: 'none',
  summary: 'Public settings of this deployment (names, links, providers)',
  response: publicConfig,
});
