import { createConnectors } from '@skinpilot/connectors';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../../test/accounts';
import { userWithRole } from '../../../../test/roles';
import { createTestApp, testSecrets } from '../../../../test/test-app';
import { addRoll, trader } from '../../../../test/trading';
import { botSessions } from '../../../modules/orchestration/bots.schema';
import { createAccountVault } from '../../../modules/trading-accounts/account-vault';
import { reconcileSessions } from '../../../modules/orchestration/reconcile-sessions';
import { startSnipingWorker } from '../sniping-worker';
import { syncCloudInstances } from './cloud-instances';
import { fakeCloud } from './fake-cloud';
import { hetznerProvider } from './hetzner-hcloud';
import type { CloudInstances } from './providers-from-config';

const connectors = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 12,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
  sandboxCanJoinAfterMs: null,
});
const { app, database } = await createTestApp({}, { connectors });
const db = database.db;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

// A Hetzner Cloud stand-in: servers it created, and the ones deleted.
let nextId = 900;
const cloud = await fakeCloud(({ method, path }) => {
  if (method === 'POST') {
    nextId += 1;
    return {
      status: 201,
      body: { server: { id: nextId, public_net: { ipv4: { ip: `203.0.113.${nextId - 900}` } } } },
    };
  }
  return method === 'DELETE' ? { status: 200, body: {} } : { status: 404, body: { path } };
});
const instances: CloudInstances = {
  providers: {
    'hetzner-hcloud': hetznerProvider({
      token: 'hc-token',
      endpoint: cloud.url,
      location: 'hel1',
      serverType: 'cx22',
      image: 'ubuntu-24.04',
    }),
  },
  userData: (sessionId) => `#!/bin/sh\nWORKER_SESSION_ID='${sessionId}'\n`,
};
afterAll(async () => {
  await cloud.close();
  await connectors.close();
});

describe('sessions on a cloud provider', () => {
  it('start an instance per session (recorded on the row), are not run by local workers, and delete it on terminate', async () => {
    const admin = await userWithRole(app, db, 'admin');
    const chosen = await callAs(app, admin.token, 'POST', '/api/admin/orchestrator/config', {
      provider: 'hetzner-hcloud',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().config.provider).toBe('hetzner-hcloud');

    const owner = await trader(app, db, 'premium', { credits: 100 });
    const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie: `cloud-${Date.now()}` });
    expect(roll.statusCode, roll.body).toBe(201);
    const steamId: string = roll.json().account.steam_id;
    const saved = await callAs(
      app,
      owner.token,
      'POST',
      `/api/trading/accounts/${steamId}/settings/csgoroll`,
      {
        sniping_enabled: true,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await reconcileSessions(db)).started).toBe(1);
    await syncCloudInstances(db, instances, silent);
    const [session] = await db.select().from(botSessions).where(eq(botSessions.steamId, steamId));
    expect(session).toMatchObject({
      provider: 'hetzner-hcloud',
      state: 'provisioning',
      instanceId: String(nextId),
      region: 'hel1',
      publicIp: `203.0.113.${nextId - 900}`,
    });
    const created = cloud.seen.find((r) => r.method === 'POST')!;
    expect(JSON.parse(created.body)).toMatchObject({
      name: `skinpilot-${session!.id}`,
      user_data: `#!/bin/sh\nWORKER_SESSION_ID='${session!.id}'\n`,
    });
    // A second round starts nothing more.
    await syncCloudInstances(db, instances, silent);
    expect(cloud.seen.filter((r) => r.method === 'POST')).toHaveLength(1);

    // A local worker leaves the session to its instance.
    const local = startSnipingWorker({
      db,
      connectors,
      vault: createAccountVault(testSecrets),
      log: silent,
      publicUrl: 'https://skinpilot.test',
      tickMs: 3_600_000,
    });
    await local.runOnce();
    expect(local.sessions()).toEqual([]);
    await local.stop();

    // The user turns sniping off: the session ends and its server is deleted, once.
    await callAs(app, owner.token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, {
      sniping_enabled: false,
    });
    await reconcileSessions(db);
    await reconcileSessions(db);
    await syncCloudInstances(db, instances, silent);
    await syncCloudInstances(db, instances, silent);
    const [ended] = await db.select().from(botSessions).where(eq(botSessions.id, session!.id));
    expect(ended!.state).toBe('terminated');
    expect(cloud.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/v1/servers/${session!.instanceId}`,
    ]);
  });

  it('stops a session whose provider has no keys, with the reason', async () => {
    const owner = await trader(app, db, 'premium', { credits: 100 });
    const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie: `nokeys-${Date.now()}` });
    const steamId: string = roll.json().account.steam_id;
    await callAs(app, owner.token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, {
      sniping_enabled: true,
    });
    await reconcileSessions(db);
    await syncCloudInstances(db, { providers: {}, userData: () => '' }, silent);
    const [session] = await db.select().from(botSessions).where(eq(botSessions.steamId, steamId));
    expect(session).toMatchObject({
      state: 'stopping',
      instanceId: null,
      stopReason:
        'The hetzner-hcloud instance did not start: No hetzner-hcloud keys are configured on the server.',
    });
  });
});
