import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, postForm } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { users } from './users.schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});

const form = (fields: Partial<Record<'username' | 'email' | 'password', string>> = {}) => ({
  username: 'AliceTrades',
  email: 'alice@example.com',
  password: 'long enough 1',
  recaptcha_token: '',
  ...fields,
});

describe('POST /api/signup', () => {
  it('creates the account, answers a bearer token that works, and audits it', async () => {
    const res = await postForm(t.app, '/api/signup', form({ email: '  Alice@Example.COM ' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    const me = await callAs(t.app, body.access_token, 'GET', '/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'AliceTrades',
      email: 'alice@example.com',
      role: 'user',
      credits: 0,
    });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, row!.id));
    expect(audits.map((a) => a.action)).toEqual(['signed_up']);
  });

  it('says which is taken: the email (in any case) or the username (in any case)', async () => {
    const email = await postForm(
      t.app,
      '/api/signup',
      form({ username: 'someone_else', email: 'ALICE@example.com' }),
    );
    expect(email.statusCode).toBe(400);
    expect(email.json().detail).toBe('An account with this email already exists.');

    const username = await postForm(
      t.app,
      '/api/signup',
      form({ username: 'alicetrades', email: 'other@example.com' }),
    );
    expect(username.statusCode).toBe(400);
    expect(username.json().detail).toBe('This username is already taken.');
  });

  it.each([
    ['a short username', { username: 'ab' }, 'username'],
    ['a username with spaces', { username: 'al ice' }, 'username'],
    ['a 33-character username', { username: 'a'.repeat(33) }, 'username'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['a 7-character password', { password: 'short12' }, 'password'],
  ])('refuses %s with a 422 naming the field', async (_name, fields, field) => {
    const res = await postForm(
      t.app,
      '/api/signup',
      form({ username: 'valid.name-1', email: 'valid@example.com', ...fields }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('accepts letters, digits, _, - and . in usernames', async () => {
    const res = await postForm(
      t.app,
      '/api/signup',
      form({ username: 'a.b_c-9', email: 'abc9@example.com' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('takes a form, not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload: form() });
    expect(res.statusCode).toBe(415);
  });
});

describe('the human check', () => {
  it('refuses sign-up, sign-in and reset requests when the captcha provider says no', async () => {
    const seen: string[] = [];
    const strict = await createTestApp(
      {},
      {
        providers: {
          captcha: {
            verify: async ({ token, action }) => {
              seen.push(action);
              return token === 'human';
            },
          },
        },
      },
    );
    const signUp = await postForm(
      strict.app,
      '/api/signup',
      form({ email: 'bot@example.com', username: 'botty' }),
    );
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().detail).toBe('The human check failed. Please try again.');
    const signIn = await postForm(strict.app, '/api/signin', {
      username: 'x@example.com',
      password: 'whatever1',
      recaptcha_token: 'robot',
    });
    expect(signIn.statusCode).toBe(400);
    const reset = await postForm(strict.app, '/api/password-reset/request', {
      email: 'x@example.com',
      recaptcha_token: 'robot',
    });
    expect(reset.statusCode).toBe(400);
    expect(seen).toEqual(['signup', 'signin', 'forgot_password']);

    const ok = await postForm(strict.app, '/api/signup', {
      ...form({ email: 'human@example.com', username: 'human' }),
      recaptcha_token: 'human',
    });
    expect(ok.statusCode).toBe(200);
  });
});
