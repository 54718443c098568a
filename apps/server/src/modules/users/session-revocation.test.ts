import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, manualClock, postForm, signUpUser, totpCode } from '../../../test/accounts';
import { createTestApp, testSecrets, type TestContext } from '../../../test/test-app';
import { findUserByEmail } from './users.repository';

let t: TestContext;
const time = manualClock(new Date('2026-07-01T10:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({}, { providers: { clock: time.clock } });
});

const me = (token: string) => callAs(t.app, token, 'GET', '/api/users/me');
const signIn = (email: string, password: string, code?: string) =>
  postForm(t.app, '/api/signin', {
    username: email,
    password,
    recaptcha_token: '',
    ...(code ? { two_factor_code: code } : {}),
  });

describe('POST /api/signout', () => {
  it('revokes the token it is called with, and the account’s other tokens', async () => {
    const user = await signUpUser(t.app);
    const other = (await signIn(user.email, user.password)).json().access_token as string;
    const res = await callAs(t.app, user.token, 'POST', '/api/signout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    // Signing in again works.
    const again = (await signIn(user.email, user.password)).json().access_token as string;
    expect((await me(again)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/signout' })).statusCode).toBe(401);
  });
});

describe('turning two-factor on', () => {
  it('signs out every other session and hands the caller a fresh token', async () => {
    const user = await signUpUser(t.app);
    const elsewhere = (await signIn(user.email, user.password)).json().access_token as string;
    const setup = (
      await callAs(t.app, user.token, 'POST', '/api/2fa/setup', { password: user.password })
    ).json();
    const enabled = await callAs(t.app, user.token, 'POST', '/api/2fa/enable', {
      code: await totpCode(setup.secret_key, time.clock()),
      temp_secret: setup.secret_key,
      backup_codes: setup.backup_codes,
    });
    expect(enabled.statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(enabled.json().access_token)).json().two_factor_enabled).toBe(true);
  });
});

describe('access tokens', () => {
  it('live a day', async () => {
    const user = await signUpUser(t.app);
    time.advance(23 * 3_600_000);
    expect((await me(user.token)).statusCode).toBe(200);
    time.advance(3_600_000 + 1000);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('are refused without an expiry, even signed with the real key', async () => {
    const user = await signUpUser(t.app);
    const row = await findUserByEmail(t.database.db, user.email);
    const forever = await new SignJWT({ ver: row!.tokenVersion, pur: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('skinpilot')
      .setSubject(row!.id)
      .setIssuedAt(Math.floor(time.clock().getTime() / 1000))
      .sign(new TextEncoder().encode(testSecrets.jwtSecret));
    expect((await me(forever)).statusCode).toBe(401);
  });
});
