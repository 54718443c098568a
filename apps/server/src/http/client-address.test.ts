import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../../test/test-app';

let counter = 0;
function signUpFrom(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  remoteAddress: string,
  forwardedFor: string,
) {
  counter += 1;
  return app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: new URLSearchParams({
      username: `addr_${counter}`,
      email: `addr.${counter}@example.com`,
      password: 'correct horse 1',
      recaptcha_token: '',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
}

describe('the client address', () => {
  it('ignores X-Forwarded-For without trusted proxies, in production too', async () => {
    const { app } = await createTestApp({
      NODE_ENV: 'production',
      SANDBOX: 'true',
      CAPTCHA_PROVIDER: 'disabled',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '2',
    });
    const statuses = [];
    for (let i = 1; i <= 3; i++)
      statuses.push((await signUpFrom(app, '203.0.113.5', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const { app } = await createTestApp({
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '2',
    });
    const viaProxy = [];
    for (let i = 1; i <= 3; i++)
      viaProxy.push((await signUpFrom(app, '10.1.2.3', `198.51.100.${i}`)).statusCode);
    expect(viaProxy).toEqual([200, 200, 200]);
    const direct = [];
    for (let i = 1; i <= 3; i++)
      direct.push((await signUpFrom(app, '203.0.113.9', `198.51.100.${i + 10}`)).statusCode);
    expect(direct).toEqual([200, 200, 429]);
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1,proxy.internal' })).toThrow(
      /TRUSTED_PROXIES: must list IP addresses or CIDR ranges/,
    );
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });
});
