import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, manualClock, postForm, recordingMailer, signUpUser } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { authAttempts } from '../../http/attempt-limits.schema';
import { adminAuditLog, auditLog } from '../audit/audit.schema';
import { users } from './users.schema';

/**
 * The sign-in lockout is soft (OWASP ASVS 2.2.1, decision 025): failures lock one account only for
 * the address that made them; the account's and the address's ceilings slow guessing down with a
 * growing delay instead of locking the owner out, the reset mail always comes, and an admin can lift
 * what is counted. Sign-ins, failures and locks are in the user's audit log.
 */
let t: TestContext;
const time = manualClock();
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp({}, { providers: { clock: time.clock, mailer: mail.mailer } });
});

let addressCounter = 0;
const nextAddress = () => `10.91.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const signIn = (app: TestContext['app'], email: string, password: string, address: string) =>
  postForm(app, '/api/signin', { username: email, password, recaptcha_token: '' }, address);
const tally = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>(
    (counts, a) => ({ ...counts, [a.statusCode]: (counts[a.statusCode] ?? 0) + 1 }),
    {},
  );
const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const auditActions = async (userId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId))).map((row) => row.action);

/** Failures made against `key`, as many as asked, a second apart, the last one now. */
async function earlierFailures(key: string, count: number) {
  await t.database.db.insert(authAttempts).values(
    Array.from({ length: count }, (_, i) => ({
      bucket: 'signin' as const,
      key,
      attemptedAt: new Date(time.clock().getTime() - (count - 1 - i) * 1000),
    })),
  );
}

describe('soft sign-in lockout', () => {
  it('50 parallel wrong passwords from one address hold back only that address; the owner signs in from another', async () => {
    const user = await signUpUser(t.app);
    const attacker = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => signIn(t.app, user.email, 'wrong password', attacker)),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 45 });
    expect((await signIn(t.app, user.email, user.password, nextAddress())).statusCode).toBe(200);

    const actions = await auditActions(await idOf(user.email));
    expect(actions.filter((a) => a === 'sign_in_failed')).toHaveLength(5);
    expect(actions.filter((a) => a === 'sign_in_locked')).toHaveLength(1);
    expect(actions.filter((a) => a === 'signed_in')).toHaveLength(1);
  });

  it("past the account's ceiling of 50 a growing delay holds strangers back; an address the owner signed in from passes", async () => {
    const user = await signUpUser(t.app);
    const home = nextAddress();
    expect((await signIn(t.app, user.email, user.password, home)).statusCode).toBe(200);
    await earlierFailures(`account:${user.email}`, 50);

    const stranger = await signIn(t.app, user.email, user.password, nextAddress());
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(2);
    expect((await signIn(t.app, user.email, user.password, home)).statusCode).toBe(200);

    // Each failure over the ceiling doubles the wait: 1 s, 2 s, 4 s...
    time.advance(2000);
    expect((await signIn(t.app, user.email, 'wrong password', nextAddress())).statusCode).toBe(401);
    time.advance(1000);
    const slower = await signIn(t.app, user.email, user.password, nextAddress());
    expect(slower.statusCode).toBe(429);
    expect(Number(slower.headers['retry-after'])).toBe(1);
    time.advance(1000);
    expect((await signIn(t.app, user.email, user.password, nextAddress())).statusCode).toBe(200);
  });

  it("past an address's ceiling of 100 an admin who signed in from it before still signs in", async () => {
    const admin = await userWithRole(t.app, t.database.db, 'admin');
    const office = nextAddress();
    expect((await signIn(t.app, admin.email, admin.password, office)).statusCode).toBe(200);
    await earlierFailures(`address:${office}`, 100);
    expect((await signIn(t.app, 'nobody@example.com', 'guess', office)).statusCode).toBe(429);
    expect((await signIn(t.app, admin.email, admin.password, office)).statusCode).toBe(200);
  });

  it('an admin lifts what is counted against an account, in the admin audit log', async () => {
    const admin = await userWithRole(t.app, t.database.db, 'admin');
    const user = await signUpUser(t.app);
    await earlierFailures(`account:${user.email}`, 60);
    const address = nextAddress();
    await earlierFailures(`pair:${user.email}|${address}`, 5);
    expect((await signIn(t.app, user.email, user.password, address)).statusCode).toBe(429);

    const userId = await idOf(user.email);
    const lifted = await callAs(t.app, admin.token, 'POST', `/api/admin/users/${userId}/unlock-sign-in`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().message).toMatch(/65 counted failures/);
    expect((await signIn(t.app, user.email, user.password, address)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, userId), eq(adminAuditLog.action, 'user.unlock_sign_in')));
    expect(audit).toHaveLength(1);
    expect(
      (await callAs(t.app, user.token, 'POST', `/api/admin/users/${userId}/unlock-sign-in`)).statusCode,
    ).toBe(403);
  });

  it('the reset mail comes even after probes from the same address and a locked sign-in; the reset lifts the lock', async () => {
    const user = await signUpUser(t.app);
    const address = nextAddress();
    const reset = (email: string) =>
      postForm(t.app, '/api/password-reset/request', { email, recaptcha_token: '' }, address);
    for (let i = 0; i < 6; i++) await reset(`probe${i}.${address}@example.com`);
    await earlierFailures(`account:${user.email}`, 60);
    await earlierFailures(`pair:${user.email}|${address}`, 5);

    const asked = await reset(user.email);
    expect(asked.statusCode, asked.body).toBe(200);
    const link = await mail.resetLinkFor(user.email);
    const token = new URL(link).searchParams.get('token');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, new_password: 'a brand new password 2' },
      remoteAddress: address,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await signIn(t.app, user.email, 'a brand new password 2', address)).statusCode).toBe(200);
  });
});

describe('soft sign-in lockout with a captcha configured', () => {
  it("waives the account's ceiling: every attempt passed a human check", async () => {
    const withCaptcha = await createTestApp({}, { providers: { captcha: { verify: async () => true } } });
    const user = await signUpUser(withCaptcha.app);
    await withCaptcha.database.db
      .insert(authAttempts)
      .values(
        Array.from({ length: 80 }, () => ({ bucket: 'signin' as const, key: `account:${user.email}` })),
      );
    expect((await signIn(withCaptcha.app, user.email, user.password, '10.92.0.1')).statusCode).toBe(200);
  });
});
