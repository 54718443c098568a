import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Where each captcha provider loads its script and shows its frames from. */
const captchaOrigins: Record<Config['CAPTCHA_PROVIDER'], string[]> = {
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
  disabled: [],
};

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy of every answer. Scripts come from this origin only (no inline
 * script, no eval), plus the captcha provider that is configured; frames only from the captcha and
 * the configured demo video; nothing may frame us. Styles allow inline because React's style
 * props and daisyUI's components set them; images may come from any https host because avatars and
 * item images are remote.
 */
export function contentSecurityPolicy(config: Config): string {
  const captcha = captchaOrigins[config.CAPTCHA_PROVIDER];
  const video = originOf(config.DEMO_VIDEO_URL);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...captcha],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...captcha],
    // The success page's confetti draws in a worker it builds from a blob; only running script can.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': captcha.length + video.length > 0 ? [...captcha, ...video] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * One place sets the security headers, on every answer: the APIs, the SPA and its assets, the
 * server-rendered sandbox and Discord pages, errors and 404s alike. HSTS only in production, where
 * the service is reached over https; a developer's http://localhost must not learn it.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(config.NODE_ENV === 'production'
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
  if (!config.SERVE_SOURCE_MAPS) {
    // Whatever serves the SPA's files, a source map is not among them unless configured.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0]!.endsWith('.map')) {
        await reply.status(404).send({ detail: 'Not found.' });
      }
    });
  }
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
}
