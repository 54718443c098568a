import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, manualClock, postForm, signUpUser, totpCode } from '../../../../test/accounts';
import { createTestApp, type TestContext } from '../../../../test/test-app';

let t: TestContext;
const time = manualClock(new Date('2026-05-01T10:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({}, { providers: { clock: time.clock } });
});

let addressCounter = 0;
/** Each test signs in from its own address, so the per-address limit of one test never blocks another. */
const nextAddress = () => `10.2.0.${++addressCounter}`;

const signIn = (email: string, password: string, code?: string, address = nextAddress()) =>
  postForm(
    t.app,
    '/api/signin',
    { username: email, password, recaptcha_token: '', ...(code ? { two_factor_code: code } : {}) },
    address,
  );

/** Signs up and turns 2FA on with a real code; answers the secret and the backup codes. */
async function userWithTwoFactor() {
  const user = await signUpUser(t.app);
  const setup = await callAs(t.app, user.token, 'POST', '/api/2fa/setup', { password: user.password });
  expect(setup.statusCode).toBe(200);
  const { secret_key, backup_codes, qr_code_svg } = setup.json();
  const enabled = await callAs(t.app, user.token, 'POST', '/api/2fa/enable', {
    code: await totpCode(secret_key, time.clock()),
    temp_secret: secret_key,
    backup_codes,
  });
  expect(enabled.statusCode).toBe(200);
  // The enabling code is spent; later sign-ins use later time steps.
  time.advance(30_000);
  // Enabling revoked the sign-up token; the fresh one from the answer carries on.
  return {
    ...user,
    token: enabled.json().access_token as string,
    secret: secret_key as string,
    backupCodes: backup_codes as string[],
    qr: qr_code_svg,
  };
}

describe('two-factor setup', () => {
  it('needs the password, and answers a QR code, the secret and ten XXXX-XXXX hex backup codes', async () => {
    const user = await signUpUser(t.app);
    const wrong = await callAs(t.app, user.token, 'POST', '/api/2fa/setup', { password: 'nope-nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('The password is not correct.');

    const res = await callAs(t.app, user.token, 'POST', '/api/2fa/setup', { password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.qr_code_svg).toMatch(/^<svg/);
    expect(body.secret_key).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.backup_codes).toHaveLength(10);
    for (const code of body.backup_codes) expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  it('is turned on only by a matching code', async () => {
    const user = await signUpUser(t.app);
    const setup = (
      await callAs(t.app, user.token, 'POST', '/api/2fa/setup', { password: user.password })
    ).json();
    const wrong = await callAs(t.app, user.token, 'POST', '/api/2fa/enable', {
      code: '000000',
      temp_secret: setup.secret_key,
      backup_codes: setup.backup_codes,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await callAs(t.app, user.token, 'GET', '/api/users/me')).json().two_factor_enabled).toBe(false);

    const bad = await callAs(t.app, user.token, 'POST', '/api/2fa/enable', {
      code: '12ab56',
      temp_secret: setup.secret_key,
      backup_codes: setup.backup_codes,
    });
    expect(bad.statusCode).toBe(422);

    const right = await callAs(t.app, user.token, 'POST', '/api/2fa/enable', {
      code: await totpCode(setup.secret_key, time.clock()),
      temp_secret: setup.secret_key,
      backup_codes: setup.backup_codes,
    });
    expect(right.statusCode).toBe(200);
    // Turning 2FA on revokes earlier tokens (issue 19): the answer's fresh token goes on.
    expect(
      (await callAs(t.app, right.json().access_token, 'GET', '/api/users/me')).json().two_factor_enabled,
    ).toBe(true);

    // At rest: the secret encrypted, the backup codes hashed.
    const stored = JSON.stringify(
      await t.database.db.execute(
        sql`select t.secret_encrypted, b.code_hash from two_factor t join backup_codes b using (user_id)`,
      ),
    );
    expect(stored).not.toContain(setup.secret_key);
    for (const code of setup.backup_codes) expect(stored).not.toContain(code);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/2fa/setup', payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in with two-factor on', () => {
  it('asks for the code after the password, then accepts a real TOTP code once', async () => {
    const user = await userWithTwoFactor();
    const first = await signIn(user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ requires_2fa: true, temp_token: expect.any(String) });

    const code = await totpCode(user.secret, time.clock());
    const withCode = await signIn(user.email, user.password, code);
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().token_type).toBe('bearer');

    const replay = await signIn(user.email, user.password, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Incorrect email, password or two-factor code.');
  });

  it('accepts a code one time step off for clock drift, not two', async () => {
    const user = await userWithTwoFactor();
    const ahead = await totpCode(user.secret, new Date(time.clock().getTime() + 30_000));
    expect((await signIn(user.email, user.password, ahead)).statusCode).toBe(200);
    const farAhead = await totpCode(user.secret, new Date(time.clock().getTime() + 120_000));
    expect((await signIn(user.email, user.password, farAhead)).statusCode).toBe(401);
  });

  it('accepts a backup code once, in any case', async () => {
    const user = await userWithTwoFactor();
    const backup = user.backupCodes[3]!;
    const res = await signIn(user.email, user.password, backup.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect((await signIn(user.email, user.password, backup)).statusCode).toBe(401);
  });

  it('answers the same 401 for a wrong code as for a wrong password', async () => {
    const user = await userWithTwoFactor();
    const wrongCode = await signIn(user.email, user.password, '000000');
    const wrongPassword = await signIn(
      user.email,
      'not-the-password',
      await totpCode(user.secret, time.clock()),
    );
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual(wrongPassword.json());
  });

  it('blocks after 5 wrong codes with 429 and Retry-After', async () => {
    const user = await userWithTwoFactor();
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(user.email, user.password, '000000', address)).statusCode).toBe(401);
    }
    const blocked = await signIn(
      user.email,
      user.password,
      await totpCode(user.secret, time.clock()),
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toBe('Too many attempts. Please wait before trying again.');
    time.advance(15 * 60_000 + 1000);
  });
});

describe('disabling two-factor', () => {
  it('needs the password and a code, revokes earlier tokens and hands out a new one', async () => {
    const user = await userWithTwoFactor();
    const wrong = await callAs(t.app, user.token, 'POST', '/api/2fa/disable', {
      password: user.password,
      two_factor_code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('The password or the code is not correct.');

    const res = await callAs(t.app, user.token, 'POST', '/api/2fa/disable', {
      password: user.password,
      two_factor_code: user.backupCodes[0],
    });
    expect(res.statusCode).toBe(200);
    const { access_token } = res.json();
    expect((await callAs(t.app, user.token, 'GET', '/api/users/me')).statusCode).toBe(401);
    const me = await callAs(t.app, access_token, 'GET', '/api/users/me');
    expect(me.json().two_factor_enabled).toBe(false);
    expect((await signIn(user.email, user.password)).json().token_type).toBe('bearer');
  });
});
