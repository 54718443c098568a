import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { adminAuditLog } from '../audit/audit.schema';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { botSessions } from './bots.schema';

const { app, database } = await createTestApp();
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;
let trader: Awaited<ReturnType<typeof userWithRole>>;
let other: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
  trader = await userWithRole(app, db, 'premium');
  other = await userWithRole(app, db, 'premium');
  await db.insert(tradingAccounts).values({ userId: trader.id, steamId: '76561198000000002' });
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, minutes));
  await db.insert(botSessions).values([
    {
      userId: trader.id,
      steamId: '76561198000000001',
      provider: 'hetzner-hcloud',
      state: 'running',
      instanceId: 'i-1',
      startedAt: at(1),
      publicIp: '10.0.0.1',
    },
    {
      userId: trader.id,
      steamId: '76561198000000002',
      provider: 'aws-ec2',
      state: 'provisioning',
      instanceId: 'i-2',
      startedAt: at(2),
    },
    {
      userId: other.id,
      steamId: '76561198000000003',
      provider: 'aws-ec2',
      state: 'terminated',
      instanceId: 'i-3',
      startedAt: at(3),
    },
    {
      userId: other.id,
      steamId: '76561198000000004',
      provider: 'vultr-cloud',
      state: 'running',
      instanceId: 'i-4',
      startedAt: at(4),
    },
  ]);
});

const list = (query = '') => callAs(app, admin.token, 'GET', `/api/admin/orchestrations${query}`);

describe('GET /api/admin/orchestrations', () => {
  it('lists active sessions by default, newest first, with counts over all sessions', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { account: { steam_id: string } }) => i.account.steam_id)).toEqual([
      '76561198000000004',
      '76561198000000002',
      '76561198000000001',
    ]);
    expect(body.total).toBe(3);
    expect(body.stats.by_state).toEqual({ running: 2, provisioning: 1, terminated: 1 });
    expect(body.stats.by_provider).toEqual({ 'hetzner-hcloud': 1, 'aws-ec2': 1, 'vultr-cloud': 1 });
    expect(body.items[2]).toMatchObject({
      session: {
        state_current: 'running',
        provider: 'hetzner-hcloud',
        instance_id: 'i-1',
        public_ip: '10.0.0.1',
      },
      user: { email: trader.email },
    });
  });

  it('filters by state, provider, Steam id and e-mail, and pages', async () => {
    expect((await list('?state=terminated')).json().total).toBe(1);
    expect((await list('?state=all&provider=aws-ec2')).json().total).toBe(2);
    expect((await list('?state=all&steam_id=76561198000000003')).json().items).toHaveLength(1);
    // A prefix of 5 or more digits finds every id that starts with it.
    expect((await list('?state=all&steam_id=76561198')).json().items).toHaveLength(4);
    expect((await list('?state=all&steam_id=7656119800000000')).json().items).toHaveLength(4);
    expect((await list('?state=all&steam_id=99999')).json().items).toHaveLength(0);
    expect((await list('?state=all&steam_id=76561197')).json().items).toHaveLength(0);
    expect(
      (await list(`?state=all&email=${encodeURIComponent(other.email.toUpperCase())}`)).json().total,
    ).toBe(2);
    const page = (await list('?state=all&limit=3&page=2')).json();
    expect(page).toMatchObject({ total: 4, total_pages: 2, page: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('refuses a bad filter with 422 naming it', async () => {
    const res = await list('?state=sleeping');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('state');
    expect((await list('?provider=gcp')).statusCode).toBe(422);
    expect((await list('?limit=1000')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/orchestrations/:session_id', () => {
  it('answers one session, or 404', async () => {
    const [row] = await db.select().from(botSessions).where(eq(botSessions.instanceId, 'i-4'));
    const res = await callAs(
      app,
      admin.token,
      'GET',
      `/api/admin/orchestrations/${row!.id}?includeSettings=true`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ session: { instance_id: 'i-4' }, settings: null, live: null });
    const missing = await callAs(
      app,
      admin.token,
      'GET',
      '/api/admin/orchestrations/7b2d6c4e-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect((await callAs(app, admin.token, 'GET', '/api/admin/orchestrations/not-a-uuid')).statusCode).toBe(
      422,
    );
  });
});

describe('POST /api/admin/orchestrations/stop', () => {
  it('asks for a stop once, audited; a terminated instance is a conflict', async () => {
    const res = await callAs(app, admin.token, 'POST', '/api/admin/orchestrations/stop?instance_id=i-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Stop requested', state_current: 'stopping' });
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'orchestration.stop'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: admin.id,
      before: { state: 'running' },
      after: { state: 'stopping' },
    });

    const terminated = await callAs(
      app,
      admin.token,
      'POST',
      '/api/admin/orchestrations/stop?instance_id=i-3',
    );
    expect(terminated.statusCode).toBe(409);
    expect(terminated.json().detail).toBe('This instance is already terminated.');
    expect(
      (await callAs(app, admin.token, 'POST', '/api/admin/orchestrations/stop?instance_id=nope')).statusCode,
    ).toBe(404);
    expect((await callAs(app, admin.token, 'POST', '/api/admin/orchestrations/stop')).statusCode).toBe(422);
  });
});

describe('GET /api/trading/sniping/status', () => {
  it("reports the caller's own latest session for an account", async () => {
    const res = await callAs(
      app,
      trader.token,
      'GET',
      '/api/trading/sniping/status?steam_id=76561198000000002',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ steam_id: '76561198000000002', state: 'provisioning' });
  });

  it("answers 404 for another user's account, as every owner-scoped call does", async () => {
    const res = await callAs(
      app,
      trader.token,
      'GET',
      '/api/trading/sniping/status?steam_id=76561198000000004',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTruthy();
  });

  it('needs a token and a well-formed Steam id', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/trading/sniping/status?steam_id=76561198000000002' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await callAs(app, trader.token, 'GET', '/api/trading/sniping/status?steam_id=abc')).statusCode,
    ).toBe(422);
  });
});
