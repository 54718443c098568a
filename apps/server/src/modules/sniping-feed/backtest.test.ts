import { prepareListing, type Listing } from '@skinpilot/engine';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { fakeConnectors, rollCookie } from '../../../test/fake-connectors';
import { feedListing, feedSniper } from '../../../test/recorded-feed';
import { createTestApp } from '../../../test/test-app';
import { addRoll, addSteam, newSteamLogin, steamPayload, trader } from '../../../test/trading';
import { createFeedRecorder } from '../../worker/bot-runtime/feed-recorder';
import { snipingDecisions } from './sniping-feed.schema';

const { app, database } = await createTestApp({}, { connectors: fakeConnectors().connectors });
const db = database.db;
const HOUR = 3_600_000;

const SAVED = { min_value: 50, max_value: 1000, max_markup: 5, max_reference_percent: 105 };
const PERMISSIVE = { min_value: 1, max_value: 50_000, max_markup: 10, max_reference_percent: null };
const IMPOSSIBLE = { min_value: 10_000, max_value: 10_000, max_markup: 1 };

async function traderWithRoll() {
  const owner = await trader(app, db, 'premium', { credits: 100 });
  const payload = steamPayload(newSteamLogin());
  expect((await addSteam(app, owner.token, payload)).statusCode).toBe(201);
  const roll = await addRoll(app, owner.token, {
    auth_method: 'cookie',
    cookie: rollCookie(payload.steam_id),
  });
  expect(roll.statusCode).toBe(201);
  return { ...owner, steamId: payload.steam_id };
}

const backtest = (token: string, steamId: string, body: object) =>
  callAs(app, token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll/backtest`, body);

/** A deterministic spread of values, markups and references. */
function spread(count: number, at: number): { listing: Listing; reference: number | null }[] {
  const out = [];
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let i = 0; i < count; i++) {
    const value = Math.round((5 + next() * 1_500) * 100) / 100;
    const markup = Math.round(next() * 1_200) / 100;
    const reference = next() < 0.7 ? Math.round(value * (0.9 + next() * 0.25) * 100) / 100 : null;
    out.push({ listing: feedListing(value, markup, at + i * 1_000), reference });
  }
  return out;
}

let owner: Awaited<ReturnType<typeof traderWithRoll>>;
let liveMatches: { n: number; value: number };

beforeAll(async () => {
  owner = await traderWithRoll();
  const save = await callAs(
    app,
    owner.token,
    'POST',
    `/api/trading/accounts/${owner.steamId}/settings/csgoroll`,
    SAVED,
  );
  expect(save.statusCode).toBe(200);
  // The live path: the worker's recorder judges each listing with the account's saved settings
  // (the same matcher the dispatcher joins with) and records what matched.
  const now = Date.now();
  const recorder = createFeedRecorder({
    db,
    workerId: 'worker-bt',
    now: () => now,
    log: () => undefined,
    flushMs: HOUR,
  });
  const live = feedSniper({ userId: owner.id, steamId: owner.steamId }, SAVED, 1e9);
  for (const { listing, reference } of spread(400, now - 3 * HOUR)) {
    const prepared = prepareListing(listing);
    prepared.reference = reference;
    recorder.seen(prepared, listing.createdAt + 1_000, [live]);
  }
  // Three days ago: replayed by a 7-day back-test only.
  for (const { listing } of spread(50, now - 3 * 24 * HOUR))
    recorder.seen(prepareListing(listing), listing.createdAt + 1_000, []);
  await recorder.close();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, value: sql<number>`coalesce(sum(total_value), 0)` })
    .from(snipingDecisions)
    .where(
      and(
        eq(snipingDecisions.steamId, owner.steamId),
        notInArray(snipingDecisions.outcome, ['skipped_one_per_user']),
      ),
    );
  liveMatches = { n: row!.n, value: Number(row!.value) };
  expect(liveMatches.n).toBeGreaterThan(0);
});

describe('POST /api/trading/accounts/{steam_id}/settings/csgoroll/backtest', () => {
  it('replays the period for the edited and the saved settings; saved equals what the live engine matched', async () => {
    const res = await backtest(owner.token, owner.steamId, { ...PERMISSIVE, period: '1d' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.period).toBe('1d');
    expect(body.listings).toBe(400);
    expect(body.saved.matched).toBe(liveMatches.n);
    expect(body.saved.total_value).toBeCloseTo(liveMatches.value, 2);
    expect(body.edited.matched).toBeGreaterThan(body.saved.matched);
    expect(body.edited).toMatchObject({ priced: expect.any(Number), credits: expect.any(Number) });
    expect(body.edited.credits).toBeGreaterThan(0);
    expect(body.edited.average_markup).toBeGreaterThan(0);
    expect(body.edited.largest).toHaveLength(5);
    const largest = body.edited.largest.map((m: { total_value: number }) => m.total_value);
    expect(largest).toEqual([...largest].sort((a, b) => b - a));
    expect(body.clamped).toEqual([]);

    const week = (await backtest(owner.token, owner.steamId, { ...PERMISSIVE, period: '7d' })).json();
    expect(week.listings).toBe(450);
  });

  it('matches nothing with impossible settings', async () => {
    const res = await backtest(owner.token, owner.steamId, { ...IMPOSSIBLE, period: '1d' });
    expect(res.statusCode).toBe(200);
    expect(res.json().edited).toMatchObject({ matched: 0, total_value: 0, credits: 0, largest: [] });
    expect(res.json().saved.matched).toBe(liveMatches.n);
  });

  it('refuses settings outside their bounds like a save, a period outside the choices, and saves nothing', async () => {
    const bad = await backtest(owner.token, owner.steamId, { max_markup: 50, period: '1d' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'max_markup' })]);
    const period = await backtest(owner.token, owner.steamId, { ...PERMISSIVE, period: '30d' });
    expect(period.statusCode).toBe(422);
    expect(period.json().detail).toMatch(/period/);
    const settings = await callAs(
      app,
      owner.token,
      'GET',
      `/api/trading/accounts/${owner.steamId}/settings/csgoroll`,
    );
    expect(settings.json()).toMatchObject(SAVED);
  });

  it("answers 404 for another user's account and for an account without CSGORoll", async () => {
    const stranger = await traderWithRoll();
    const theirs = await backtest(owner.token, stranger.steamId, { ...PERMISSIVE, period: '1d' });
    expect(theirs.statusCode).toBe(404);
    const steamOnly = await trader(app, db, 'premium');
    const payload = steamPayload(newSteamLogin());
    expect((await addSteam(app, steamOnly.token, payload)).statusCode).toBe(201);
    const noRoll = await backtest(steamOnly.token, payload.steam_id, { ...PERMISSIVE, period: '1d' });
    expect(noRoll.statusCode).toBe(404);
  });
});
