import { prepareListing } from '@skinpilot/engine';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { feedListing, feedSniper } from '../../../test/recorded-feed';
import { fakeConnectors } from '../../../test/fake-connectors';
import { createTestApp } from '../../../test/test-app';
import { addSteam, newSteamLogin, steamPayload, trader } from '../../../test/trading';
import { createFeedRecorder } from '../../worker/bot-runtime/feed-recorder';

const { app, database } = await createTestApp({}, { connectors: fakeConnectors().connectors });
const db = database.db;
const HOUR = 3_600_000;

async function traderWithAccounts(count: number) {
  const owner = await trader(app, db, 'premium');
  const steamIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const payload = steamPayload(newSteamLogin());
    expect((await addSteam(app, owner.token, payload)).statusCode).toBe(201);
    steamIds.push(payload.steam_id);
  }
  return { ...owner, steamIds };
}

const capture = (token: string, query: string) =>
  callAs(app, token, 'GET', `/api/trading/sniping/capture?${query}`);

/**
 * A known recorded feed, written the way a worker writes it: the recorder judges each listing for
 * the account, the session reports the joins and the withdrawals' ends, one flush writes it all.
 */
async function recordKnownFeed(owner: { id: string; steamIds: string[] }) {
  const now = Date.now();
  const recorder = createFeedRecorder({
    db,
    workerId: 'worker-capture',
    now: () => now,
    log: () => undefined,
    flushMs: HOUR,
  });
  const main = feedSniper({ userId: owner.id, steamId: owner.steamIds[0]! });
  const at = now - 2 * HOUR;
  const won = feedListing(100, 3, at);
  const takenFirst = feedListing(200, 3, at);
  const cancelled = feedListing(50, 4, at);
  const pending = feedListing(300, 2, at);
  const captcha = feedListing(70, 1, at);
  const markupTooHigh = feedListing(80, 20, at);
  const tooDear = feedListing(5_000, 1, at);
  for (const listing of [won, takenFirst, cancelled, pending, captcha, markupTooHigh, tooDear])
    recorder.seen(prepareListing(listing), at, [main]);
  recorder.joined(main, won, 'joined', null, at + 40);
  recorder.joined(main, takenFirst, 'lost', 'NO_LONGER_AVAILABLE', at + 30);
  recorder.joined(main, cancelled, 'joined', null, at + 60);
  recorder.joined(main, pending, 'joined', null, at + 100);
  recorder.joined(main, captcha, 'captcha', 'CAPTCHA_REQUIRED', at + 35);
  recorder.settled(main.steamId, won.id, 'won');
  recorder.settled(main.steamId, cancelled.id, 'lost');

  // Eight days ago: in the 30 days, not in the 7.
  const old = now - 8 * 24 * HOUR;
  const oldWon = feedListing(120, 2, old);
  recorder.seen(prepareListing(oldWon), old, [main]);
  recorder.joined(main, oldWon, 'joined', null, old + 80);
  recorder.settled(main.steamId, oldWon.id, 'won');

  // The user's second account matched one listing an hour ago, and it was never joined.
  const second = feedSniper({ userId: owner.id, steamId: owner.steamIds[1]! });
  const secondMatch = feedListing(40, 1, now - HOUR);
  recorder.seen(prepareListing(secondMatch), now - HOUR, [second]);
  await recorder.close();
  return { wonHour: new Date(Math.floor(at / HOUR) * HOUR).toISOString() };
}

describe('GET /api/trading/sniping/capture', () => {
  it("answers one account's figures for a known recorded feed", async () => {
    const owner = await traderWithAccounts(2);
    const { wonHour } = await recordKnownFeed(owner);
    const res = await capture(owner.token, `period=1d&steam_id=${owner.steamIds[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      period: '1d',
      steam_id: owner.steamIds[0],
      matched: 5,
      joined: 3,
      won: 1,
      lost: 2,
      win_rate: 1 / 3,
      median_latency_ms: 60,
      missed_value: 320,
      skip_reasons: { above_max_value: 1, markup_above_max: 1 },
      hourly: [{ hour: wonHour, matched: 5, won: 1 }],
    });

    const week = (await capture(owner.token, `period=7d&steam_id=${owner.steamIds[0]}`)).json();
    expect(week).toMatchObject({ matched: 5, won: 1 });
    const month = (await capture(owner.token, `period=30d&steam_id=${owner.steamIds[0]}`)).json();
    expect(month).toMatchObject({ matched: 6, joined: 4, won: 2, lost: 2, win_rate: 0.5 });
    expect(month.hourly).toHaveLength(2);
  });

  it("without steam_id adds up all the caller's accounts and nobody else's", async () => {
    const owner = await traderWithAccounts(2);
    await recordKnownFeed(owner);
    const stranger = await traderWithAccounts(2);
    await recordKnownFeed(stranger);
    const res = await capture(owner.token, 'period=1d');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ steam_id: null, matched: 6, won: 1, missed_value: 360 });
  });

  it("answers 404 for another user's account and 422 for a period outside the choices", async () => {
    const owner = await traderWithAccounts(1);
    const stranger = await traderWithAccounts(1);
    const theirs = await capture(owner.token, `period=1d&steam_id=${stranger.steamIds[0]}`);
    expect(theirs.statusCode).toBe(404);
    const bad = await capture(owner.token, 'period=14d');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/period/);
    const anonymous = await app.inject({ method: 'GET', url: '/api/trading/sniping/capture?period=1d' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers zeros before anything was recorded', async () => {
    const owner = await traderWithAccounts(1);
    const res = await capture(owner.token, 'period=7d');
    expect(res.json()).toEqual({
      period: '7d',
      steam_id: null,
      matched: 0,
      joined: 0,
      won: 0,
      lost: 0,
      win_rate: null,
      median_latency_ms: null,
      missed_value: 0,
      skip_reasons: {},
      hourly: [],
    });
  });
});
