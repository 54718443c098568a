import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, manualClock, postForm, recordingMailer, signUpUser, totpCode } from '../../../test/accounts';
import { createDiscount, seedCatalogue } from '../../../test/billing';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { authAttempts } from '../../http/attempt-limits.schema';

/**
 * Limits hold when the guesses come all at once: each attempt is counted before it is checked, in
 * PostgreSQL, so 50 parallel wrong attempts see exactly the budget checked and the rest refused.
 */
let t: TestContext;
const time = manualClock(new Date('2026-06-01T10:00:00Z'));
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp({}, { providers: { clock: time.clock, mailer: mail.mailer } });
  await seedCatalogue(t.database.db);
});

let addressCounter = 0;
const nextAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const signIn = (email: string, password: string, address: string, code?: string) =>
  postForm(
    t.app,
    '/api/signin',
    { username: email, password, recaptcha_token: '', ...(code ? { two_factor_code: code } : {}) },
    address,
  );

const parallel = (count: number, attempt: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, i) => attempt(i)));

function tally(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

describe('attempt limits under 50 parallel wrong attempts', () => {
  it('checks exactly 5 sign-ins for one account from one address', async () => {
    const user = await signUpUser(t.app);
    const address = nextAddress();
    const answers = await parallel(50, () => signIn(user.email, 'wrong password', address));
    expect(tally(answers)).toEqual({ 401: 5, 429: 45 });
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(429);
  });

  it("checks exactly the account's ceiling of 50 sign-ins from many addresses (decision 025)", async () => {
    const user = await signUpUser(t.app);
    const answers = await parallel(60, () => signIn(user.email, 'wrong password', nextAddress()));
    expect(tally(answers)).toEqual({ 401: 50, 429: 10 });
  });

  it('checks exactly the rest of an address budget of 100 failed sign-ins across accounts', async () => {
    const address = nextAddress();
    // 95 failures already made from this address in the last minutes.
    await t.database.db.insert(authAttempts).values(
      Array.from({ length: 95 }, () => ({
        bucket: 'signin' as const,
        key: `address:${address}`,
        attemptedAt: time.clock(),
      })),
    );
    const answers = await parallel(50, (i) => signIn(`nobody${i}@example.com`, 'wrong password', address));
    expect(tally(answers)).toEqual({ 401: 5, 429: 45 });
  });

  it('checks exactly 5 two-factor codes when turning two-factor off', async () => {
    const user = await signUpUser(t.app);
    const setup = await callAs(t.app, user.token, 'POST', '/api/2fa/setup', { password: user.password });
    const { secret_key, backup_codes } = setup.json();
    const enabled = await callAs(t.app, user.token, 'POST', '/api/2fa/enable', {
      code: await totpCode(secret_key, time.clock()),
      temp_secret: secret_key,
      backup_codes,
    });
    expect(enabled.statusCode).toBe(200);
    time.advance(30_000);
    const token = (await signIn(user.email, user.password, nextAddress(), backup_codes[0])).json()
      .access_token as string;
    const answers = await parallel(50, () =>
      callAs(t.app, token, 'POST', '/api/2fa/disable', {
        password: user.password,
        two_factor_code: '000000',
      }),
    );
    expect(tally(answers)).toEqual({ 400: 5, 429: 45 });
  });

  it('checks exactly 5 codes at a two-factor sign-in', async () => {
    // The test before spent this machine's two-factor budget (calls come from 127.0.0.1).
    time.advance(16 * 60_000);
    const user = await signUpUser(t.app);
    const setup = await callAs(t.app, user.token, 'POST', '/api/2fa/setup', { password: user.password });
    const { secret_key, backup_codes } = setup.json();
    await callAs(t.app, user.token, 'POST', '/api/2fa/enable', {
      code: await totpCode(secret_key, time.clock()),
      temp_secret: secret_key,
      backup_codes,
    });
    time.advance(30_000);
    const address = nextAddress();
    const answers = await parallel(50, () => signIn(user.email, user.password, address, '000000'));
    expect(tally(answers)).toEqual({ 401: 5, 429: 45 });
  });

  it('checks exactly 5 reset tokens from one address', async () => {
    const address = nextAddress();
    const answers = await parallel(50, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { token: `not-a-token-${i}`, new_password: 'a new password 1' },
        remoteAddress: address,
      }),
    );
    expect(tally(answers)).toEqual({ 400: 5, 429: 45 });
  });

  it('checks exactly 10 discount codes for one buyer', async () => {
    const buyer = await signUpUser(t.app);
    await createDiscount(t.database.db, { code: 'PARALLEL20', percent: 20 });
    const answers = await parallel(50, (i) =>
      callAs(t.app, buyer.token, 'POST', '/api/api/apply-discount', {
        code: `GUESS${i}`,
        product: '10kcredits',
      }),
    );
    expect(tally(answers)).toEqual({ 400: 10, 429: 40 });
  });
});

describe('sign-in limits do not lock out the innocent', () => {
  it('lets another person behind the same address sign in after five wrong passwords for one account', async () => {
    const office = nextAddress();
    const clumsy = await signUpUser(t.app);
    const colleague = await signUpUser(t.app);
    for (let i = 0; i < 5; i++) expect((await signIn(clumsy.email, 'wrong', office)).statusCode).toBe(401);
    expect((await signIn(colleague.email, colleague.password, office)).statusCode).toBe(200);
    expect((await signIn(clumsy.email, clumsy.password, office)).statusCode).toBe(429);
  });

  it('counts only failures: successful sign-ins spend nothing', async () => {
    const office = nextAddress();
    const user = await signUpUser(t.app);
    for (let i = 0; i < 10; i++)
      expect((await signIn(user.email, user.password, office)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, 'wrong', office)).statusCode).toBe(401);
    expect((await signIn(user.email, user.password, office)).statusCode).toBe(200);
  });

  it('does not count reset requests for real accounts against the address', async () => {
    const office = nextAddress();
    for (let i = 0; i < 8; i++) {
      const user = await signUpUser(t.app);
      const res = await postForm(
        t.app,
        '/api/password-reset/request',
        { email: user.email, recaptcha_token: '' },
        office,
      );
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('sign-up', async () => {
  const limited = await createTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '10' });
  const signUp = (i: number, address: string) =>
    postForm(
      limited.app,
      '/api/signup',
      {
        username: `limited_${i}`,
        email: `limited.${i}@example.com`,
        password: 'correct horse 1',
        recaptcha_token: '',
      },
      address,
    );

  it('is limited per address: 10 in an hour, even all at once', async () => {
    const answers = await parallel(30, (i) => signUp(i, '10.78.0.1'));
    expect(tally(answers)).toEqual({ 200: 10, 429: 20 });
    expect((await signUp(99, '10.78.0.2')).statusCode).toBe(200);
  });
});
