import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs, postForm, totpCode } from '../../test/accounts';
import { createDiscount, seedCatalogue } from '../../test/billing';
import { createTestApp } from '../../test/test-app';

/**
 * The log of a run through the flows that handle secrets and personal data, at the most talkative
 * level and in development mode (where the outbox mailer runs), must carry none of them.
 */
const lines: string[] = [];
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
const { app, database, config } = await createTestApp(
  { NODE_ENV: 'development', LOG_LEVEL: 'trace' },
  { logStream: stream },
);
await seedCatalogue(database.db);

async function resetLinkFromOutbox(): Promise<string> {
  const dir = path.join(config.DATA_DIR, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const mail = (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = mail.match(/change-password\?token=([\w-]+)/);
      if (link) return link[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no reset mail in the outbox');
}

describe('the log', () => {
  it('holds no password, token, code, secret or e-mail address after sign-up, sign-in, reset, 2FA and billing', async () => {
    const email = 'private.person@example.com';
    const password = 'first secret pw 1';
    const newPassword = 'second secret pw 2';
    const signUp = await postForm(app, '/api/signup', {
      username: 'private_person',
      email,
      password,
      recaptcha_token: '',
    });
    expect(signUp.statusCode).toBe(200);
    expect(
      (
        await postForm(app, '/api/signin', {
          username: email,
          password: 'wrong guess pw',
          recaptcha_token: '',
        })
      ).statusCode,
    ).toBe(401);

    expect(
      (await postForm(app, '/api/password-reset/request', { email, recaptcha_token: '' })).statusCode,
    ).toBe(200);
    const resetToken = await resetLinkFromOutbox();
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: resetToken, new_password: newPassword },
    });
    expect(confirm.statusCode).toBe(200);

    const signIn = await postForm(app, '/api/signin', {
      username: email,
      password: newPassword,
      recaptcha_token: '',
    });
    const token = signIn.json().access_token as string;
    const setup = (await callAs(app, token, 'POST', '/api/2fa/setup', { password: newPassword })).json();
    const enabled = await callAs(app, token, 'POST', '/api/2fa/enable', {
      code: await totpCode(setup.secret_key, new Date()),
      temp_secret: setup.secret_key,
      backup_codes: setup.backup_codes,
    });
    const freshToken = enabled.json().access_token as string;

    await createDiscount(database.db, { code: 'STAFFONLY77', percent: 30 });
    await callAs(app, freshToken, 'POST', '/api/api/apply-discount', {
      code: 'STAFFONLY77',
      product: '10kcredits',
    });
    await callAs(app, freshToken, 'POST', '/api/api/apply-discount', {
      code: 'GUESSED123',
      product: '10kcredits',
    });
    await callAs(app, freshToken, 'POST', '/api/signout');

    // A failed query, logged the way the error handler logs one.
    const failure = await database.db.execute(sql`select ${email}::uuid`).catch((error: unknown) => error);
    app.log.error({ err: failure }, 'unhandled error');

    await new Promise((resolve) => setImmediate(resolve));
    const log = lines.join('');
    expect(log).toContain('mail written to the outbox');
    expect(log).toContain('Failed query: select $1::uuid');
    const secrets = {
      email,
      password,
      newPassword,
      resetToken,
      token,
      freshToken,
      totpSecret: setup.secret_key as string,
      backupCode: setup.backup_codes[0] as string,
      discountCode: 'STAFFONLY77',
      guessedCode: 'GUESSED123',
    };
    const found = Object.entries(secrets)
      .filter(([, value]) => log.includes(value))
      .map(([name]) => name);
    expect(found).toEqual([]);
    expect(log).not.toMatch(/token=/);
  });
});
