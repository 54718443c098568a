import { randomUUID } from 'node:crypto';
import { prepareListing, type Listing } from '@skinpilot/engine';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedListing, feedSniper } from '../../../test/recorded-feed';
import { createTestApp } from '../../../test/test-app';
import { pruneRecordedFeed } from '../../modules/sniping-feed/prune-feed';
import {
  snipingDecisions,
  snipingListings,
  snipingSkips,
} from '../../modules/sniping-feed/sniping-feed.schema';
import { createFeedRecorder } from './feed-recorder';
import type { Sniper } from './listing-dispatcher';

const { database } = await createTestApp();
const db = database.db;
const T0 = Date.parse('2026-11-27T10:00:00Z');

/** A listing seen at T0 that opens 40 s after it appeared, as live CSGORoll's do. */
const listing = (totalValue = 100, markupPercent = 3): Listing => ({
  ...feedListing(totalValue, markupPercent, T0),
  canJoinAfter: T0 + 40_000,
});

const sniper = (settings: Record<string, unknown>, balance = 10_000, userId = randomUUID()): Sniper =>
  feedSniper({ userId, steamId: `7656${Math.floor(Math.random() * 1e13)}` }, settings, balance);

const recorder = (workerId: string, now = () => T0) =>
  createFeedRecorder({ db, workerId, now, log: () => undefined, flushMs: 3_600_000 });

describe('recorded feed', () => {
  it('records a listing two workers saw once, with its item fields, by the first writer', async () => {
    const a = recorder('worker-a');
    const b = recorder('worker-b');
    const seen = listing(120, 4);
    a.seen(prepareListing(seen), T0, []);
    b.seen(prepareListing(seen), T0 + 5, []);
    await a.flush();
    await b.flush();
    const rows = await db.select().from(snipingListings).where(eq(snipingListings.tradeId, seen.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      seenBy: 'worker-a',
      marketName: 'AK-47 | Redline (Field-Tested)',
      rarity: 'classified',
      exterior: 'Field-Tested',
      paintWear: 0.25,
      markupPercent: 4,
      totalValue: 120,
      canJoinAfter: new Date(T0 + 40_000),
    });
    expect(rows[0]!.value).toBeCloseTo(115.38, 2);
    expect(rows[0]!.items).toEqual(seen.items);
    await Promise.all([a.close(), b.close()]);
  });

  it('records matches, join outcomes with latency, wins and what the market told; counts skips by reason', async () => {
    const rec = recorder('worker-c');
    const user = randomUUID();
    const first = sniper({}, 10_000, user);
    const second = sniper({}, 10_000, user); // same user: one join per user
    const poor = sniper({}, 5);
    const strict = sniper({ max_markup: 1 });
    const snipers = [first, second, poor, strict];
    const won = listing(100, 3);
    const lost = listing(200, 3);
    rec.seen(prepareListing(won), T0, snipers);
    rec.seen(prepareListing(lost), T0 + 10, snipers);
    rec.joined(first, won, 'joined', null, T0 + 42);
    await rec.flush(); // the join's end comes in a later flush than the match
    rec.joined(first, lost, 'lost', 'NO_LONGER_AVAILABLE', T0 + 60);
    rec.settled(first.steamId, won.id, 'won');
    const other = listing(50, 2);
    rec.seen(prepareListing(other), T0 + 20, [strict]);
    rec.tradeUpdated({ id: other.id, status: 'CANCELLED' } as never);
    await rec.flush();

    const decisions = await db
      .select()
      .from(snipingDecisions)
      .where(inArray(snipingDecisions.tradeId, [won.id, lost.id]));
    const of = (s: Sniper, l: Listing) =>
      decisions.find((d) => d.steamId === s.steamId && d.tradeId === l.id);
    expect(of(first, won)).toMatchObject({
      outcome: 'won',
      latencyMs: 42,
      userId: user,
      workerId: 'worker-c',
    });
    expect(of(first, lost)).toMatchObject({ outcome: 'lost', error: 'NO_LONGER_AVAILABLE', latencyMs: null });
    expect(of(second, won)).toMatchObject({ outcome: 'skipped_one_per_user' });
    expect(of(poor, won)).toMatchObject({ outcome: 'skipped_balance' });
    expect(of(strict, won)).toBeUndefined();

    const outcomes = await db
      .select({ id: snipingListings.tradeId, outcome: snipingListings.outcome })
      .from(snipingListings)
      .where(inArray(snipingListings.tradeId, [won.id, lost.id, other.id]));
    expect(Object.fromEntries(outcomes.map((o) => [o.id, o.outcome]))).toEqual({
      [won.id]: 'joined_by_us',
      [lost.id]: 'joined_by_other',
      [other.id]: 'cancelled',
    });

    const skips = await db.select().from(snipingSkips).where(eq(snipingSkips.steamId, strict.steamId));
    expect(skips).toEqual([
      expect.objectContaining({
        reason: 'markup_above_max',
        count: 3,
        hour: new Date(T0),
        userId: strict.userId,
      }),
    ]);
    const poorSkips = await db.select().from(snipingSkips).where(eq(snipingSkips.steamId, poor.steamId));
    expect(poorSkips).toEqual([expect.objectContaining({ reason: 'insufficient_balance', count: 2 })]);
    await rec.close();
  });

  it('prunes what is older than the retention in bounded batches and keeps the rest', async () => {
    const old = T0 - 20 * 86_400_000;
    const rec = recorder('worker-p', () => old);
    const strict = sniper({ max_markup: 1 });
    const oldOnes = [listing(), listing(), listing()];
    for (const l of oldOnes) rec.seen(prepareListing(l), old, [strict]);
    await rec.flush();
    const fresh = listing();
    const recent = recorder('worker-p', () => T0);
    recent.seen(prepareListing(fresh), T0, [strict]);
    await recent.flush();

    const deleted = await pruneRecordedFeed(db, {
      now: new Date(T0),
      retentionDays: 14,
      batch: 1,
      maxBatches: 1,
    });
    expect(deleted.sniping_listings).toBe(1);
    const all = await pruneRecordedFeed(db, {
      now: new Date(T0),
      retentionDays: 14,
      batch: 1,
      maxBatches: 100,
    });
    expect(all.sniping_listings).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ id: snipingListings.tradeId })
      .from(snipingListings)
      .where(
        inArray(
          snipingListings.tradeId,
          [...oldOnes, fresh].map((l) => l.id),
        ),
      );
    expect(left).toEqual([{ id: fresh.id }]);
    const skipsLeft = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(snipingSkips)
      .where(eq(snipingSkips.steamId, strict.steamId));
    expect(skipsLeft[0]!.n).toBe(1);
    await Promise.all([rec.close(), recent.close()]);
  });
});
