import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpUser } from '../../../../test/accounts';
import { userWithRole } from '../../../../test/roles';
import { createTestApp } from '../../../../test/test-app';
import { users } from '../../users/users.schema';
import { adminAuditLog } from '../../audit/audit.schema';

const { app, database } = await createTestApp();
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;
let otherAdmin: Awaited<ReturnType<typeof userWithRole>>;
let target: { id: string; email: string };

const idOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const log = (query = '', token = admin.token) => callAs(app, token, 'GET', `/api/admin/audit-log${query}`);
type Entry = { action: string; actor_email: string | null; target_email: string | null; source: string };
const actionsOf = (res: { json: () => { entries: Entry[] } }) => res.json().entries.map((e) => e.action);

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
  otherAdmin = await userWithRole(app, db, 'admin');
  const signedUp = await signUpUser(app);
  target = { id: await idOf(signedUp.email), email: signedUp.email };
  const bulk = (token: string, body: object) =>
    callAs(app, token, 'POST', '/api/admin/users/bulk-action', { user_ids: [target.id], ...body });
  await bulk(admin.token, { action: 'add_credits', credits: 25 });
  await bulk(admin.token, { action: 'extend_license', days: 7 });
  await bulk(otherAdmin.token, { action: 'change_role', new_role: 'premium' });
});

describe('GET /api/admin/audit-log', () => {
  it('merges admin writes and security events newest first, with who, whom and before/after', async () => {
    const res = await log(`?target_user=${encodeURIComponent(target.email)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(actionsOf(res)).toEqual([
      'user.change_role',
      'user.extend_license',
      'user.add_credits',
      'signed_up',
    ]);
    const [role, , credits, signup] = res.json().entries;
    expect(role).toMatchObject({
      source: 'admin',
      actor_email: otherAdmin.email,
      target_type: 'user',
      target_id: target.id,
      target_email: target.email,
      before: { role: 'user' },
      after: { role: 'premium' },
    });
    expect(credits).toMatchObject({ before: { credits: 0 }, after: { credits: 25, added: 25 } });
    expect(signup).toMatchObject({ source: 'security', actor_email: target.email, ip_address: '127.0.0.1' });
  });

  it('filters by actor (e-mail or id), action and time', async () => {
    // The admin's own sign-up is a security event they did too.
    expect(actionsOf(await log(`?actor=${encodeURIComponent(otherAdmin.email.toUpperCase())}`))).toEqual([
      'user.change_role',
      'signed_up',
    ]);
    expect(actionsOf(await log(`?actor=${admin.id}&action=user.extend_license`))).toEqual([
      'user.extend_license',
    ]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(actionsOf(await log(`?from=${encodeURIComponent(future)}`))).toEqual([]);
    expect(actionsOf(await log(`?to=${encodeURIComponent(future)}&action=user.add_credits`))).toEqual([
      'user.add_credits',
    ]);
    expect(actionsOf(await log('?actor=nobody@example.com'))).toEqual([]);
  });

  it('pages without counting the log', async () => {
    const first = (await log('?limit=2')).json();
    expect(first).toMatchObject({ page: 1, per_page: 2, has_more: true });
    const all = (await log('?limit=500')).json();
    const second = (await log('?limit=2&page=2')).json();
    expect(second.entries.map((e: { id: string }) => e.id)).toEqual(
      all.entries.slice(2, 4).map((e: { id: string }) => e.id),
    );
    expect(all.has_more).toBe(false);
  });

  it('is for admins only and refuses bad filters with 422', async () => {
    const premium = await userWithRole(app, db, 'premium');
    expect((await log('', premium.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const bad = await log('?from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toContain('from');
    expect((await log('?limit=501')).statusCode).toBe(422);
    expect((await log('?colour=red')).statusCode).toBe(422);
  });

  it('keeps entries of a deleted admin, with no e-mail', async () => {
    const gone = await userWithRole(app, db, 'admin');
    await callAs(app, gone.token, 'POST', '/api/admin/users/bulk-action', {
      action: 'add_credits',
      user_ids: [target.id],
      credits: 1,
    });
    await db.delete(users).where(eq(users.id, gone.id));
    const [latest] = (await log('?action=user.add_credits')).json().entries;
    expect(latest).toMatchObject({ actor_id: null, actor_email: null, target_email: target.email });
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, gone.id))).toEqual([]);
  });
});
