import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, postForm, recordingMailer, signUpUser } from '../../../../test/accounts';
import { userWithRole } from '../../../../test/roles';
import { createTestApp } from '../../../../test/test-app';
import { changeCredits } from '../../credits/change-credits';
import { creditLedger } from '../../credits/credits.schema';
import { backupCodes, twoFactor } from '../../users/security.schema';
import { users } from '../../users/users.schema';
import { adminAuditLog } from '../../audit/audit.schema';

const mail = recordingMailer();
const { app, database } = await createTestApp({}, { providers: { mailer: mail.mailer } });
const db = database.db;
const DAY = 86_400_000;
let admin: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
});

/** A signed-up user with the given columns set; answers its id, e-mail, password and token. */
async function member(values: Partial<typeof users.$inferInsert> = {}) {
  const user = await signUpUser(app);
  if (Object.keys(values).length > 0) await db.update(users).set(values).where(eq(users.email, user.email));
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return { ...user, id: row!.id };
}

const act = (method: 'GET' | 'POST', path: string, body?: object, token = admin.token) =>
  callAs(app, token, method, `/api/admin/users${path}`, body);
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (id: string) =>
  db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id)).orderBy(adminAuditLog.createdAt);
const signIn = (email: string, password: string) =>
  postForm(app, '/api/signin', { username: email, password, recaptcha_token: '' }, '10.9.0.1');

const actions = (id: string): [string, string, object?][] => [
  ['POST', `/${id}/remove-credits`, { credits: 1, reason: 'x' }],
  ['POST', `/${id}/licence`, { action: 'revoke', reason: 'x' }],
  ['POST', `/${id}/suspend`, { reason: 'x' }],
  ['POST', `/${id}/unsuspend`],
  ['POST', `/${id}/reset-2fa`],
  ['POST', `/${id}/password-reset`],
  ['GET', `/${id}/purchases`],
  ['GET', `/${id}/ledger`],
];

describe('who may act', () => {
  it('refuses every corrective action to non-admins (403) and to callers without a token (401)', async () => {
    const target = await member({ credits: '10' });
    const premium = await userWithRole(app, db, 'premium');
    for (const [method, path, body] of actions(target.id)) {
      const res = await act(method as 'GET' | 'POST', path, body, premium.token);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await app.inject({ method: method as 'GET', url: `/api/admin/users${path}` });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    expect(Number((await userRow(target.id)).credits)).toBe(10);
  });

  it('answers 404 for an unknown user and 422 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await act('POST', `/${unknown}/suspend`, { reason: 'x' })).statusCode).toBe(404);
    expect((await act('GET', `/${unknown}/ledger`)).statusCode).toBe(404);
    expect((await act('POST', '/not-an-id/suspend', { reason: 'x' })).statusCode).toBe(422);
  });
});

describe('remove credits', () => {
  it('takes credits through the ledger and audits before and after', async () => {
    const target = await member();
    await act('POST', '/bulk-action', { action: 'add_credits', user_ids: [target.id], credits: 100 });
    const res = await act('POST', `/${target.id}/remove-credits`, { credits: 40.5, reason: 'granted twice' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Removed 40.5 credits', credits: 59.5 });
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, target.id));
    expect(ledger.map((r) => [r.reason, Number(r.amount), Number(r.balanceAfter)])).toEqual([
      ['admin_grant', 100, 100],
      ['admin_removal', -40.5, 59.5],
    ]);
    const audit = (await auditOf(target.id)).find((a) => a.action === 'user.remove_credits')!;
    expect(audit).toMatchObject({
      adminId: admin.id,
      before: { credits: 100 },
      after: { credits: 59.5, removed: 40.5, reason: 'granted twice' },
    });
  });

  it.each([
    [{ credits: -5, reason: 'x' }, 'must be more than 0'],
    [{ credits: 0, reason: 'x' }, 'must be more than 0'],
    [{ credits: 'ten', reason: 'x' }, 'must be a number'],
    [{ credits: 1.234, reason: 'x' }, 'at most two decimals'],
    [{ credits: 5 }, 'is required'],
  ])('refuses %j with 422 and writes nothing', async (body, message) => {
    const target = await member({ credits: '10' });
    const res = await act('POST', `/${target.id}/remove-credits`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    expect(Number((await userRow(target.id)).credits)).toBe(10);
  });

  it('never goes below zero: 409 with the balance, no ledger row, no audit', async () => {
    const target = await member({ credits: '10' });
    const res = await act('POST', `/${target.id}/remove-credits`, { credits: 10.01, reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This user has 10 credits; you cannot remove 10.01.');
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, target.id))).toEqual([]);
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe('licence', () => {
  it('shortens a licence by days, then revokes it; the audit keeps each expiry', async () => {
    const expiry = new Date(Date.now() + 20 * DAY);
    const target = await member({ role: 'premium', licenseExpiry: expiry });
    const shorter = await act('POST', `/${target.id}/licence`, {
      action: 'shorten',
      days: 5,
      reason: 'refund',
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json().message).toBe('Licence shortened by 5 days');
    expect(Date.parse(shorter.json().license_expiry)).toBe(expiry.getTime() - 5 * DAY);
    const byOne = await act('POST', `/${target.id}/licence`, { action: 'shorten', days: 1, reason: 'typo' });
    expect(byOne.json().message).toBe('Licence shortened by 1 day');

    const before = Date.now();
    const revoked = await act('POST', `/${target.id}/licence`, { action: 'revoke', reason: 'chargeback' });
    expect(revoked.statusCode).toBe(200);
    expect(Date.parse(revoked.json().license_expiry)).toBeGreaterThanOrEqual(before - 1000);
    const details = (await act('GET', `/${target.id}/details`)).json();
    expect(Date.parse(details.license_expiry)).toBeLessThanOrEqual(Date.now());

    const audit = await auditOf(target.id);
    expect(audit.map((a) => a.action)).toEqual([
      'user.shorten_license',
      'user.shorten_license',
      'user.revoke_license',
    ]);
    expect(audit[0]!.before).toEqual({ license_expiry: expiry.toISOString() });
    expect(audit[2]!.after).toMatchObject({ reason: 'chargeback' });
  });

  it('refuses to shorten past the end, to touch a missing licence, and bad days', async () => {
    const target = await member({ role: 'premium', licenseExpiry: new Date(Date.now() + 3 * DAY) });
    const tooMuch = await act('POST', `/${target.id}/licence`, { action: 'shorten', days: 3, reason: 'x' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().detail).toBe(
      'The licence has less than 3 days left; revoke it instead of shortening it.',
    );
    const none = await member();
    const noLicence = await act('POST', `/${none.id}/licence`, { action: 'revoke', reason: 'x' });
    expect(noLicence.statusCode).toBe(409);
    expect(noLicence.json().detail).toBe('This user has no running licence.');
    for (const days of [0, -1, 1.5, 'two']) {
      const res = await act('POST', `/${target.id}/licence`, { action: 'shorten', days, reason: 'x' });
      expect(res.statusCode, String(days)).toBe(422);
    }
    expect((await act('POST', `/${target.id}/licence`, { action: 'cancel' })).statusCode).toBe(422);
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe('suspension', () => {
  it('a suspended user cannot sign in and their tokens stop working; unsuspending lets them back', async () => {
    const target = await member();
    expect((await callAs(app, target.token, 'GET', '/api/users/me')).statusCode).toBe(200);
    const res = await act('POST', `/${target.id}/suspend`, { reason: 'chargeback fraud' });
    expect(res.statusCode, res.body).toBe(200);

    expect((await callAs(app, target.token, 'GET', '/api/users/me')).statusCode).toBe(401);
    const refused = await signIn(target.email, target.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'This account is suspended. Contact support if you think this is a mistake.',
    );
    // A wrong password still gets the usual answer: the suspension is no hint to a guesser.
    expect((await signIn(target.email, 'wrong password 1')).statusCode).toBe(401);
    expect((await act('GET', `/${target.id}/details`)).json().suspended_at).not.toBeNull();

    expect((await act('POST', `/${target.id}/suspend`, { reason: 'again' })).statusCode).toBe(409);
    expect((await act('POST', `/${target.id}/unsuspend`)).statusCode).toBe(200);
    expect((await signIn(target.email, target.password)).statusCode).toBe(200);
    expect((await act('POST', `/${target.id}/unsuspend`)).statusCode).toBe(409);

    const audit = await auditOf(target.id);
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['user.suspend', { suspended_at: expect.any(String), reason: 'chargeback fraud' }],
      ['user.unsuspend', { suspended_at: null }],
    ]);
  });

  it('an admin cannot suspend themselves, and a reason is required', async () => {
    const self = await act('POST', `/${admin.id}/suspend`, { reason: 'oops' });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('You cannot suspend yourself.');
    expect((await userRow(admin.id)).suspendedAt).toBeNull();
    const target = await member();
    expect((await act('POST', `/${target.id}/suspend`, { reason: '  ' })).statusCode).toBe(422);
    expect((await act('POST', `/${target.id}/suspend`, {})).statusCode).toBe(422);
  });
});

describe('two-factor reset and password reset mail', () => {
  it('turns 2FA off with its codes, ends sessions, and refuses a user without 2FA', async () => {
    const target = await member({ twoFactorEnabled: true });
    await db.insert(twoFactor).values({ userId: target.id, secretEncrypted: 'sealed' });
    await db.insert(backupCodes).values({ userId: target.id, codeHash: 'h' });
    const res = await act('POST', `/${target.id}/reset-2fa`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(target.id)).twoFactorEnabled).toBe(false);
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, target.id))).toEqual([]);
    expect(await db.select().from(backupCodes).where(eq(backupCodes.userId, target.id))).toEqual([]);
    expect((await callAs(app, target.token, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await act('POST', `/${target.id}/reset-2fa`)).statusCode).toBe(409);
    expect((await auditOf(target.id)).map((a) => a.action)).toEqual(['user.reset_two_factor']);
  });

  it('mails a reset link that the reset page accepts', async () => {
    const target = await member();
    const res = await act('POST', `/${target.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    const token = new URL(await mail.resetLinkFor(target.email)).searchParams.get('token');
    const confirm = await callAs(app, '', 'POST', '/api/password-reset/confirm', {
      token,
      new_password: 'a brand new password 2',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await signIn(target.email, 'a brand new password 2')).statusCode).toBe(200);
    expect((await auditOf(target.id)).map((a) => a.action)).toEqual(['user.send_password_reset']);
  });
});

describe('purchases and ledger', () => {
  it("lists a user's ledger newest first, paged", async () => {
    const target = await member();
    for (const credits of [5, 6, 7]) {
      await act('POST', '/bulk-action', { action: 'add_credits', user_ids: [target.id], credits });
    }
    const first = (await act('GET', `/${target.id}/ledger?limit=2`)).json();
    expect(first.entries.map((e: { amount: number }) => e.amount)).toEqual([7, 6]);
    expect(first.has_more).toBe(true);
    const second = (await act('GET', `/${target.id}/ledger?limit=2&page=2`)).json();
    expect(second).toMatchObject({ has_more: false, entries: [{ amount: 5, balance_after: 5 }] });
    expect((await act('GET', `/${target.id}/purchases`)).json()).toEqual({ purchases: [] });
  });

  it('reads in balance_after order when credit changes overlap (a sequence orders rows, not the start time)', async () => {
    const target = await member();
    // The first change's transaction starts before the second's but writes after it commits: its
    // row's created_at is the older one, its balance_after the newer one.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const early = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
      await changeCredits(tx, { userId: target.id, amount: 1, reason: 'admin_grant' });
    });
    await db.transaction((tx) => changeCredits(tx, { userId: target.id, amount: 2, reason: 'admin_grant' }));
    release();
    await early;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction((tx) => changeCredits(tx, { userId: target.id, amount: 1, reason: 'admin_grant' })),
      ),
    );
    const { entries } = (await act('GET', `/${target.id}/ledger?limit=50`)).json();
    const balances = entries.map((e: { balance_after: number }) => e.balance_after);
    expect(balances).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});

describe('atomicity', () => {
  it('leaves the user untouched when the audit entry cannot be written', async () => {
    const target = await member({
      credits: '50',
      role: 'premium',
      licenseExpiry: new Date(Date.now() + 9 * DAY),
      twoFactorEnabled: true,
    });
    const before = await userRow(target.id);
    await db.execute(
      sql`alter table admin_audit_log add constraint no_user_actions check (action not like 'user.%') not valid`,
    );
    try {
      for (const [method, path, body] of actions(target.id).filter(([m]) => m === 'POST')) {
        if (path.endsWith('unsuspend')) continue;
        const res = await act(method as 'POST', path, body);
        expect(res.statusCode, path).toBe(500);
      }
    } finally {
      await db.execute(sql`alter table admin_audit_log drop constraint no_user_actions`);
    }
    expect(await userRow(target.id)).toEqual(before);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, target.id))).toEqual([]);
  });
});
