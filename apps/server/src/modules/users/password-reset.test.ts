import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, manualClock, postForm, recordingMailer, signUpUser } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';

let t: TestContext;
const time = manualClock();
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://skinpilot.test' },
    { providers: { clock: time.clock, mailer: mail.mailer } },
  );
});

let addressCounter = 0;
const nextAddress = () => `10.3.0.${++addressCounter}`;

const requestReset = (email: string, address = nextAddress()) =>
  postForm(t.app, '/api/password-reset/request', { email, recaptcha_token: '' }, address);
const confirmReset = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token, new_password: newPassword },
    remoteAddress: nextAddress(),
  });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('password reset', () => {
  it('mails a single-use link that sets the password and signs out every earlier token', async () => {
    const user = await signUpUser(t.app);
    expect((await requestReset(user.email)).json()).toEqual({ success: true });
    const link = await mail.resetLinkFor(user.email);
    expect(link).toMatch(/^https:\/\/skinpilot\.test\/change-password\?token=[\w-]{43}$/);

    const res = await confirmReset(tokenOf(link), 'brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect((await callAs(t.app, user.token, 'GET', '/api/users/me')).statusCode).toBe(401);
    const oldPassword = await postForm(t.app, '/api/signin', {
      username: user.email,
      password: user.password,
      recaptcha_token: '',
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await postForm(t.app, '/api/signin', {
      username: user.email,
      password: 'brand new password',
      recaptcha_token: '',
    });
    expect(newPassword.statusCode).toBe(200);

    const again = await confirmReset(tokenOf(link), 'another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This reset link is invalid, has already been used or has expired.');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = mail.sent.length;
    const res = await requestReset('nobody-here@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mail.sent.length).toBe(before);
  });

  it('refuses a link after one hour', async () => {
    const user = await signUpUser(t.app);
    await requestReset(user.email);
    const link = await mail.resetLinkFor(user.email);
    time.advance(60 * 60_000 + 1000);
    expect((await confirmReset(tokenOf(link), 'too late password')).statusCode).toBe(400);
  });

  it('refuses an unknown token, a short password and a malformed email', async () => {
    expect((await confirmReset('made-up-token', 'long enough password')).statusCode).toBe(400);
    const short = await confirmReset('made-up-token', 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([{ field: 'new_password', message: expect.any(String) }]);
    expect((await requestReset('not-an-email')).statusCode).toBe(422);
  });

  it('limits requests per address to 5 in 15 minutes', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await requestReset(`x${i}@example.com`, address)).statusCode).toBe(200);
    const blocked = await requestReset('x@example.com', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
