import { prepareListing } from '@skinpilot/engine';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../../test/accounts';
import { feedListing, feedSniper } from '../../../../test/recorded-feed';
import { userWithRole } from '../../../../test/roles';
import { createTestApp } from '../../../../test/test-app';
import { createFeedRecorder } from '../../../worker/bot-runtime/feed-recorder';
import { botSessions } from '../../orchestration/bots.schema';

const { app, database } = await createTestApp();
const db = database.db;
const HOUR = 3_600_000;

async function session(userId: string, steamId: string, provider: string, region: string | null) {
  const [row] = await db
    .insert(botSessions)
    .values({ userId, steamId, provider, region, state: 'running' })
    .returning({ id: botSessions.id });
  return row!.id;
}

describe('GET /api/admin/sniping/capture', () => {
  it("answers the fleet's capture rate and latency per worker, provider and region, to the admin only", async () => {
    const a = await userWithRole(app, db, 'premium');
    const b = await userWithRole(app, db, 'premium');
    const local = { userId: a.id, steamId: '76561198000000001' };
    const cloud = { userId: b.id, steamId: '76561198000000002' };
    const localSniper = {
      ...feedSniper(local),
      sessionId: await session(a.id, local.steamId, 'local', null),
    };
    const cloudSniper = {
      ...feedSniper(cloud),
      sessionId: await session(b.id, cloud.steamId, 'hetzner-hcloud', 'fsn1'),
    };
    const now = Date.now();
    const at = now - HOUR;
    const workerA = createFeedRecorder({
      db,
      workerId: 'host-a:1',
      now: () => now,
      log: () => undefined,
      flushMs: HOUR,
    });
    const workerB = createFeedRecorder({
      db,
      workerId: 'host-b:2',
      now: () => now,
      log: () => undefined,
      flushMs: HOUR,
    });
    // Worker A: three joins sent for the local account, two got (20 and 40 ms), one taken first.
    const [l1, l2, l3] = [feedListing(100, 1, at), feedListing(200, 1, at), feedListing(300, 1, at)];
    for (const l of [l1!, l2!, l3!]) workerA.seen(prepareListing(l), at, [localSniper]);
    workerA.joined(localSniper, l1!, 'joined', null, at + 20);
    workerA.joined(localSniper, l2!, 'joined', null, at + 40);
    workerA.joined(localSniper, l3!, 'lost', 'NO_LONGER_AVAILABLE', at + 30);
    workerA.settled(local.steamId, l1!.id, 'won');
    // Worker B: two matched for the cloud account, one joined in 100 ms, one refused for a captcha.
    const [m1, m2] = [feedListing(50, 1, at), feedListing(60, 1, at)];
    for (const l of [m1!, m2!]) workerB.seen(prepareListing(l), at, [cloudSniper]);
    workerB.joined(cloudSniper, m1!, 'joined', null, at + 100);
    workerB.joined(cloudSniper, m2!, 'captcha', 'CAPTCHA_REQUIRED', at + 50);
    await Promise.all([workerA.close(), workerB.close()]);

    const admin = await userWithRole(app, db, 'admin');
    const res = await callAs(app, admin.token, 'GET', '/api/admin/sniping/capture?period=1d');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toEqual({
      key: 'fleet',
      matched: 5,
      attempted: 5,
      joined: 3,
      won: 1,
      capture_rate: 3 / 5,
      median_latency_ms: 40,
      p95_latency_ms: 100,
    });
    expect(body.by_worker).toEqual([
      expect.objectContaining({
        key: 'host-a:1',
        attempted: 3,
        joined: 2,
        capture_rate: 2 / 3,
        median_latency_ms: 20,
      }),
      expect.objectContaining({
        key: 'host-b:2',
        attempted: 2,
        joined: 1,
        capture_rate: 0.5,
        median_latency_ms: 100,
      }),
    ]);
    expect(body.by_provider.map((r: { key: string }) => r.key)).toEqual(['local', 'hetzner-hcloud']);
    expect(body.by_region).toEqual([
      expect.objectContaining({ key: 'none', matched: 3 }),
      expect.objectContaining({ key: 'fsn1', matched: 2, p95_latency_ms: 100 }),
    ]);

    const trader = await userWithRole(app, db, 'premium');
    expect((await callAs(app, trader.token, 'GET', '/api/admin/sniping/capture')).statusCode).toBe(403);
    expect((await callAs(app, admin.token, 'GET', '/api/admin/sniping/capture?period=30d')).statusCode).toBe(
      422,
    );
  });
});
