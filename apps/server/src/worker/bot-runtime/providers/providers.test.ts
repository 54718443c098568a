import { afterAll, describe, expect, it } from 'vitest';
import { ec2Provider } from './aws-ec2';
import { fakeCloud } from './fake-cloud';
import { hetznerProvider } from './hetzner-hcloud';
import { vultrProvider } from './vultr-cloud';
import { workerUserData } from './worker-user-data';

const userData = workerUserData({
  sessionId: '6f1c2b1e-0000-4000-8000-000000000001',
  releaseUrl: 'https://releases.example/skinpilot.tar.gz',
  databaseUrl: "postgres://bot:pa'ss@db.example:5432/skinpilot",
  encryptionKey: 'ab'.repeat(32),
  jwtSecret: 'j'.repeat(40),
  passThrough: { STEAM_MODE: 'live', CAPSOLVER_API_KEY: undefined },
});
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

describe('the worker user data', () => {
  it('runs the worker role for the one session with its database and secrets', () => {
    expect(userData.startsWith('#!/bin/sh\n')).toBe(true);
    expect(userData).toContain("ROLES='worker'");
    expect(userData).toContain("WORKER_SESSION_ID='6f1c2b1e-0000-4000-8000-000000000001'");
    // A quote in a value cannot end the shell quoting.
    expect(userData).toContain(`DATABASE_URL='postgres://bot:pa'"'"'ss@db.example:5432/skinpilot'`);
    expect(userData).toContain(`ENCRYPTION_KEY='${'ab'.repeat(32)}'`);
    expect(userData).toContain("STEAM_MODE='live'");
    expect(userData).not.toContain('CAPSOLVER_API_KEY');
    expect(userData).toContain("curl -fsSL 'https://releases.example/skinpilot.tar.gz' | tar -xz");
    expect(userData).toContain('exec node apps/server/dist/main.js');
  });
});

describe('hetzner-hcloud', () => {
  it('creates, reads and deletes a server through the Hetzner Cloud API', async () => {
    const server = {
      id: 4711,
      public_net: { ipv4: { ip: '203.0.113.7' } },
      datacenter: { location: { name: 'nbg1' } },
    };
    const cloud = await fakeCloud(({ method }) =>
      method === 'POST'
        ? { status: 201, body: { server } }
        : method === 'GET'
          ? { status: 200, body: { server } }
          : { status: 200, body: { action: {} } },
    );
    closers.push(cloud.close);
    const provider = hetznerProvider({
      token: 'hc-token',
      endpoint: cloud.url,
      location: 'nbg1',
      serverType: 'cx22',
      image: 'ubuntu-24.04',
    });

    const place = await provider.start({ sessionId: 's-1', userData });
    expect(place).toEqual({ instanceId: '4711', region: 'nbg1', publicIp: '203.0.113.7' });
    const created = cloud.seen[0]!;
    expect([created.method, created.path, created.headers.authorization]).toEqual([
      'POST',
      '/v1/servers',
      'Bearer hc-token',
    ]);
    expect(JSON.parse(created.body)).toMatchObject({
      name: 'skinpilot-s-1',
      server_type: 'cx22',
      location: 'nbg1',
      image: 'ubuntu-24.04',
      user_data: userData,
    });

    expect(await provider.describe('4711')).toEqual(place);
    await provider.stop('4711');
    expect(cloud.seen.slice(1).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/servers/4711',
      'DELETE /v1/servers/4711',
    ]);
  });

  it('says when the API refuses, and treats a server already gone as stopped', async () => {
    const cloud = await fakeCloud(({ method }) => ({
      status: method === 'POST' ? 403 : 404,
      body: { error: { code: 'forbidden' } },
    }));
    closers.push(cloud.close);
    const provider = hetznerProvider({
      token: 'bad',
      endpoint: cloud.url,
      location: 'fsn1',
      serverType: 'cx22',
      image: 'ubuntu-24.04',
    });
    await expect(provider.start({ sessionId: 's-2', userData })).rejects.toThrow(
      'Hetzner Cloud refused to create the server (HTTP 403).',
    );
    expect(await provider.describe('1')).toBeNull();
    await expect(provider.stop('1')).resolves.toBeUndefined();
  });
});

describe('vultr-cloud', () => {
  it('creates an instance from the snapshot, learns its IP later and deletes it', async () => {
    let ip = '0.0.0.0';
    const cloud = await fakeCloud(({ method }) => {
      const instance = { id: 'cb676a46-66fd-4dfb-b839-443f2e6c0b60', main_ip: ip, region: 'ams' };
      if (method === 'POST') return { status: 202, body: { instance } };
      if (method === 'GET') return { status: 200, body: { instance } };
      return { status: 204 };
    });
    closers.push(cloud.close);
    const provider = vultrProvider({
      apiKey: 'vk',
      endpoint: cloud.url,
      region: 'ams',
      plan: 'vc2-1c-1gb',
      snapshotId: 'snap-1',
      osId: 2284,
    });

    const place = await provider.start({ sessionId: 's-3', userData });
    expect(place).toEqual({
      instanceId: 'cb676a46-66fd-4dfb-b839-443f2e6c0b60',
      region: 'ams',
      publicIp: null,
    });
    const created = cloud.seen[0]!;
    expect([created.method, created.path, created.headers.authorization]).toEqual([
      'POST',
      '/v2/instances',
      'Bearer vk',
    ]);
    const body = JSON.parse(created.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      region: 'ams',
      plan: 'vc2-1c-1gb',
      snapshot_id: 'snap-1',
      label: 'skinpilot-s-3',
    });
    expect(body.os_id).toBeUndefined();
    expect(Buffer.from(String(body.user_data), 'base64').toString('utf8')).toBe(userData);

    ip = '198.51.100.4';
    expect((await provider.describe(place.instanceId))?.publicIp).toBe('198.51.100.4');
    await provider.stop(place.instanceId);
    expect(cloud.seen.at(-1)).toMatchObject({ method: 'DELETE', path: `/v2/instances/${place.instanceId}` });
  });
});

/** EC2's Query API: form-encoded actions in, XML out (the SDK parses it). */
function ec2Answer(body: string) {
  const form = new URLSearchParams(body);
  const xml = (name: string, inner: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><${name} xmlns="http://ec2.amazonaws.com/doc/2016-11-15/"><requestId>req-1</requestId>${inner}</${name}>`;
  switch (form.get('Action')) {
    case 'RunInstances':
      return xml(
        'RunInstancesResponse',
        '<reservationId>r-1</reservationId><ownerId>123</ownerId><instancesSet><item><instanceId>i-0abc123</instanceId><instanceState><code>0</code><name>pending</name></instanceState></item></instancesSet>',
      );
    case 'DescribeInstances':
      return xml(
        'DescribeInstancesResponse',
        '<reservationSet><item><reservationId>r-1</reservationId><instancesSet><item><instanceId>i-0abc123</instanceId><ipAddress>192.0.2.10</ipAddress><instanceState><code>16</code><name>running</name></instanceState></item></instancesSet></item></reservationSet>',
      );
    default:
      return xml(
        'TerminateInstancesResponse',
        '<instancesSet><item><instanceId>i-0abc123</instanceId><currentState><code>32</code><name>shutting-down</name></currentState></item></instancesSet>',
      );
  }
}

describe('aws-ec2', () => {
  it('runs, describes and terminates an instance through the EC2 API', async () => {
    const cloud = await fakeCloud(({ body }) => ({ status: 200, body: ec2Answer(body), type: 'text/xml' }));
    closers.push(cloud.close);
    const provider = ec2Provider({
      region: 'eu-central-1',
      endpoint: cloud.url,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      imageId: 'ami-0123',
      instanceType: 't3.small',
      subnetId: undefined,
    });

    const place = await provider.start({ sessionId: 's-4', userData });
    expect(place).toEqual({ instanceId: 'i-0abc123', region: 'eu-central-1', publicIp: null });
    const run = new URLSearchParams(cloud.seen[0]!.body);
    expect(run.get('Action')).toBe('RunInstances');
    expect(run.get('ImageId')).toBe('ami-0123');
    expect(run.get('InstanceType')).toBe('t3.small');
    expect(Buffer.from(run.get('UserData') ?? '', 'base64').toString('utf8')).toBe(userData);
    // Signed with the configured key (SigV4), never sent in the clear.
    expect(cloud.seen[0]!.headers.authorization).toContain('Credential=AKIDEXAMPLE/');
    expect(cloud.seen[0]!.body).not.toContain('secret-example');

    expect(await provider.describe('i-0abc123')).toEqual({ ...place, publicIp: '192.0.2.10' });
    await provider.stop('i-0abc123');
    const actions = cloud.seen.map((r) => new URLSearchParams(r.body).get('Action'));
    expect(actions).toEqual(['RunInstances', 'DescribeInstances', 'TerminateInstances']);
    expect(new URLSearchParams(cloud.seen[2]!.body).get('InstanceId.1')).toBe('i-0abc123');
  });
});
