import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callAs, postForm, signUpUser } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

/** A built SPA in miniature: index.html, a hashed asset and its source map. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skinpilot-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dir, 'assets', 'index-abc.js'),
    'console.log(1)\n//# sourceMappingURL=index-abc.js.map',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{"version":3}');
  return dir;
}

const development = await createTestApp({}, { webDistDir: webDist() });
const production = await createTestApp(
  {
    NODE_ENV: 'production',
    SANDBOX: 'true',
    CAPTCHA_PROVIDER: 'turnstile',
    TURNSTILE_SITE_KEY: 'k',
    TURNSTILE_SECRET: 's',
  },
  { webDistDir: webDist() },
);

function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  it('are on every answer: the API, an error, the SPA and its assets', async () => {
    for (const url of ['/api/health', '/api/no-such-call', '/', '/pricing', '/assets/index-abc.js']) {
      const res = await production.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['script-src'], url).toEqual(["'self'", 'https://challenges.cloudflare.com']);
      expect(csp['object-src'], url).toEqual(["'none'"]);
    }
  });

  it('send no HSTS outside production, and allow no captcha or video origin unless configured', async () => {
    const res = await development.app.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('allow the configured demo video and reCAPTCHA in frames', async () => {
    const { app } = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET: 's',
      DEMO_VIDEO_URL: 'https://www.youtube-nocookie.com/embed/abc',
    });
    const csp = directives(
      (await app.inject({ url: '/api/health' })).headers['content-security-policy'] as string,
    );
    expect(csp['frame-src']).toEqual([
      'https://www.google.com',
      'https://www.gstatic.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(csp['script-src']).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
  });
});

describe('Cache-Control on authenticated answers (ASVS 8.2.1)', () => {
  it('is no-store on every answer for a signed-in caller, its refusals and the sign-in answer; public reads stay cacheable', async () => {
    const user = await signUpUser(development.app);
    const signIn = await postForm(development.app, '/api/signin', {
      username: user.email,
      password: user.password,
      recaptcha_token: '',
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/users/me', '/api/trading/accounts', '/api/admin/users/search']) {
      const res = await callAs(
        development.app,
        user.token,
        url.includes('search') ? 'POST' : 'GET',
        url,
        url.includes('search') ? {} : undefined,
      );
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await development.app.inject({ url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect((await development.app.inject({ url: '/api/config' })).headers['cache-control']).toBeUndefined();
  });
});

describe('in production', () => {
  it('serves no source maps and no Swagger UI unless configured', async () => {
    expect((await production.app.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(404);
    expect((await production.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await production.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);

    expect((await development.app.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
    expect([200, 302]).toContain((await development.app.inject({ url: '/api/docs' })).statusCode);

    const opted = await createTestApp(
      {
        NODE_ENV: 'production',
        SANDBOX: 'true',
        CAPTCHA_PROVIDER: 'disabled',
        API_DOCS: 'true',
        SERVE_SOURCE_MAPS: 'true',
      },
      { webDistDir: webDist() },
    );
    expect((await opted.app.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
    expect([200, 302]).toContain((await opted.app.inject({ url: '/api/docs' })).statusCode);
  });
});
