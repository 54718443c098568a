import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import {
  closedPort,
  startHttpConnectProxy,
  startIpEcho,
  startSocks5Proxy,
} from '../../../test/local-proxies';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { adminAuditLog } from '../audit/audit.schema';
import { proxies, proxyAssignments } from './proxies.schema';

const ipEcho = await startIpEcho();
const { app, database } = await createTestApp({ PROXY_IP_CHECK_URL: ipEcho, PROXY_TEST_TIMEOUT_MS: '2000' });
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;
let trader: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
  trader = await userWithRole(app, db, 'premium');
});

const as = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
  callAs(app, admin.token, method, `/api/admin${url}`, body);

async function add(label: string, url = 'socks5://bot:secret@10.0.0.9:1080', max?: number) {
  const res = await as('POST', '/proxies', { url, label, ...(max ? { max_connections: max } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().proxy as { id: string; max_connections: number; url_display: string };
}

describe('adding a proxy', () => {
  it('keeps the url sealed, shows it masked, defaults to 5 connections and audits the write', async () => {
    const res = await as('POST', '/proxies', {
      url: 'socks5://bot:hunter2@10.0.0.1:1080',
      label: 'Frankfurt 1',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Proxy added successfully');
    expect(body.proxy).toMatchObject({
      label: 'Frankfurt 1',
      url_display: 'socks5://bot:****@10.0.0.1:1080',
      max_connections: 5,
      current_connections: 0,
      status: 'unknown',
      error_count: 0,
    });
    expect(res.body).not.toContain('hunter2');
    const [row] = await db.select().from(proxies).where(eq(proxies.id, body.proxy.id));
    expect(row!.urlSealed).not.toContain('hunter2');
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, body.proxy.id));
    expect(audit).toMatchObject([{ action: 'proxy.add', adminId: admin.id }]);
    expect(JSON.stringify(audit)).not.toContain('hunter2');
  });

  it.each([
    [{ url: '', label: 'x' }, 'url', 'URL and label are required'],
    [{ url: 'socks5://h:1080', label: '' }, 'label', 'URL and label are required'],
    [{ label: 'x' }, 'url', 'URL and label are required'],
    [{ url: 'socks5://h:1080', label: 'x', max_connections: 0 }, 'max_connections', 'must be from 1 to 10'],
    [{ url: 'socks5://h:1080', label: 'x', max_connections: 11 }, 'max_connections', 'must be from 1 to 10'],
    [{ url: 'ftp://h:21', label: 'x' }, 'url', 'URL'],
    [{ url: 'socks5://no-port', label: 'x' }, 'url', 'URL'],
  ])('refuses %j with a 422 naming the field', async (payload, field, message) => {
    const res = await as('POST', '/proxies', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, message: expect.stringContaining(message) })]),
    );
  });
});

describe('the proxy list', () => {
  it('answers totals, capacity, active connections and who is connected where', async () => {
    const busy = await add('Busy', undefined, 3);
    await db.insert(proxyAssignments).values({
      proxyId: busy.id,
      userId: trader.id,
      steamId: '76561198000000042',
      rollId: 'roll-42',
      connected: true,
      reconnectAttempts: 2,
    });
    const res = await as('GET', '/proxies');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const all = await db.select().from(proxies);
    expect(body.total_count).toBe(all.length);
    expect(body.total_capacity).toBe(all.reduce((s, p) => s + p.maxConnections, 0));
    expect(body.active_connections).toBe(1);
    expect(body.proxies.find((p: { id: string }) => p.id === busy.id)).toMatchObject({
      current_connections: 1,
      detailed_connections: [
        {
          roll_id: 'roll-42',
          connected: true,
          reconnect_attempts: 2,
          user_email: trader.email,
          steam_id: '76561198000000042',
        },
      ],
    });
  });
});

describe('removing a proxy', () => {
  it('moves its connections to the others and audits the removal', async () => {
    const leaving = await add('Leaving');
    const roomy = await add('Roomy', undefined, 10);
    await db.insert(proxyAssignments).values([
      { proxyId: leaving.id, userId: trader.id, steamId: '1', rollId: 'a', connected: true },
      { proxyId: leaving.id, userId: trader.id, steamId: '2', rollId: 'b', connected: true },
    ]);
    const res = await as('DELETE', `/proxies/${leaving.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Proxy removed successfully', connections_moved: 2 });
    const moved = await db.select().from(proxyAssignments).where(eq(proxyAssignments.proxyId, roomy.id));
    expect(moved.map((m) => m.rollId).sort()).toEqual(['a', 'b']);
    expect(moved.every((m) => m.connected === false)).toBe(true);
    expect(await db.select().from(proxies).where(eq(proxies.id, leaving.id))).toEqual([]);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, leaving.id));
    expect(audit.map((a) => a.action)).toEqual(['proxy.add', 'proxy.remove']);
  });

  it('refuses to remove the last proxy', async () => {
    const left = await db.select().from(proxies);
    for (const extra of left.slice(1)) {
      expect((await as('DELETE', `/proxies/${extra.id}`)).statusCode).toBe(200);
    }
    const res = await as('DELETE', `/proxies/${left[0]!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/last proxy/);
    expect(await db.select().from(proxies)).toHaveLength(1);
  });

  it('answers 404 for an unknown proxy', async () => {
    const res = await as('DELETE', '/proxies/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('testing a proxy connects through it', () => {
  const credentials = { user: 'bot', pass: 's3cret' };

  it('reports the exit IP of a working SOCKS5 proxy and marks it online', async () => {
    const socks = await startSocks5Proxy(credentials);
    const proxy = await add('Local SOCKS', socks.url);
    const res = await as('POST', `/proxies/${proxy.id}/test`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'online', ip: '127.0.0.1', error: null });
    expect(socks.stats.relayed).toBe(1);
    const listed = (await as('GET', '/proxies'))
      .json()
      .proxies.find((p: { id: string }) => p.id === proxy.id);
    expect(listed).toMatchObject({ status: 'online', error_count: 0, exit_ip: '127.0.0.1' });
    expect(listed.last_checked).toBeTruthy();
  });

  it('counts an error when the proxy cannot be reached, and clears it once it answers again', async () => {
    const dead = await add('Dead', `socks5://bot:s3cret@127.0.0.1:${await closedPort()}`);
    for (const expected of [1, 2]) {
      const res = await as('POST', `/proxies/${dead.id}/test`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'error', ip: null });
      expect(res.json().error).toBeTruthy();
      const [row] = await db.select().from(proxies).where(eq(proxies.id, dead.id));
      expect(row).toMatchObject({ status: 'error', errorCount: expected });
    }
  });

  it('fails a proxy that refuses the credentials', async () => {
    const socks = await startSocks5Proxy(credentials);
    const proxy = await add('Wrong password', socks.url.replace('s3cret', 'wrong'));
    const res = await as('POST', `/proxies/${proxy.id}/test`);
    expect(res.json().status).toBe('error');
    expect(socks.stats.relayed).toBe(0);
  });
});

describe('the HTTP rotating proxy', () => {
  it('starts empty, saves a masked url, tests through a local HTTP proxy and audits the save', async () => {
    expect((await as('GET', '/http-rotating-proxy')).json()).toMatchObject({
      enabled: false,
      url_display: null,
      status: 'unknown',
    });
    const http = await startHttpConnectProxy({ user: 'rot', pass: 'pw9' });
    const saved = await as('POST', '/http-rotating-proxy', {
      enabled: true,
      label: 'Rotating',
      url: http.url,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'HTTP rotating proxy updated',
      proxy: { enabled: true, label: 'Rotating', url_display: `http://rot:****@127.0.0.1:${http.port}` },
    });
    const tested = await as('POST', '/http-rotating-proxy/test');
    expect(tested.json()).toMatchObject({ status: 'online', ip: '127.0.0.1' });
    expect(http.stats.relayed).toBe(1);
    const again = (await as('GET', '/http-rotating-proxy')).json();
    expect(again).toMatchObject({ status: 'online', error_count: 0, exit_ip: '127.0.0.1' });
    // Saving without a url keeps the saved one and its health.
    const relabelled = await as('POST', '/http-rotating-proxy', { enabled: false, label: 'Paused' });
    expect(relabelled.json().proxy).toMatchObject({ enabled: false, label: 'Paused', status: 'online' });
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'http_rotating_proxy.save'));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('pw9');
  });

  it('refuses a socks url for the HTTP rotating proxy', async () => {
    const bad = await as('POST', '/http-rotating-proxy', { enabled: true, url: 'socks5://h:1' });
    expect(bad.statusCode).toBe(422);
  });

  it('reports a failing rotating proxy as an error with its count', async () => {
    const port = await closedPort();
    await as('POST', '/http-rotating-proxy', {
      enabled: true,
      label: 'x',
      url: `http://a:b@127.0.0.1:${port}`,
    });
    const tested = await as('POST', '/http-rotating-proxy/test');
    expect(tested.json().status).toBe('error');
    expect((await as('GET', '/http-rotating-proxy')).json()).toMatchObject({
      status: 'error',
      error_count: 1,
    });
  });
});
