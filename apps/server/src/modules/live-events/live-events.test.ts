import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeConnectors, rollCookie } from '../../../test/fake-connectors';
import { openEventStream } from '../../../test/event-stream';
import { createTestApp } from '../../../test/test-app';
import { addRoll, addSteam, newSteamLogin, steamPayload, trader } from '../../../test/trading';
import { changeCredits } from '../credits/change-credits';
import { trades } from '../market/market.schema';
import { wealthPoints } from '../market/overview.schema';
import { recordWealthPoints } from '../market/wealth';
import { recordWallets } from '../trading-accounts/record-wallets';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { recordWithdrawalProgress } from '../../worker/bot-runtime/follow-withdrawals';
import { tellIdleChange } from '../../worker/bot-runtime/idle-state';
import { writeAccountActivity } from '../activity/write-activity';
import { connect } from 'node:net';
import { botSessions } from '../orchestration/bots.schema';
import { reconcileSessions } from '../orchestration/reconcile-sessions';

const { app, database } = await createTestApp(
  {},
  {
    connectors: fakeConnectors().connectors,
    liveStreams: { heartbeatMs: 200, maxBufferedBytes: 64 * 1024, maxStreamsPerUser: 3 },
  },
);
const db = database.db;
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const streams: { close: () => void }[] = [];
afterAll(() => streams.forEach((s) => s.close()));

async function stream(token: string, headers: Record<string, string> = {}) {
  const opened = await openEventStream(base, token, headers);
  streams.push(opened);
  return opened;
}

/** A premium trader with one CSGORoll account. */
async function traderWithAccount(credits = 100) {
  const owner = await trader(app, db, 'premium', { credits });
  const payload = steamPayload(newSteamLogin());
  expect((await addSteam(app, owner.token, payload)).statusCode).toBe(201);
  const roll = await addRoll(app, owner.token, {
    auth_method: 'cookie',
    cookie: rollCookie(payload.steam_id),
  });
  expect(roll.statusCode, roll.body).toBe(201);
  const [account] = await db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.steamId, payload.steam_id));
  return { ...owner, steamId: payload.steam_id, accountId: account!.id };
}

describe('GET /api/trading/events', () => {
  it('answers 401 once without a valid token, and never takes one from the URL', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await fetch(`${base}/api/trading/events`, { headers });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/sign in|authenticated/i);
    }
    const owner = await trader(app, db, 'premium');
    const inUrl = await fetch(`${base}/api/trading/events?token=${owner.token}`);
    expect(inUrl.status).toBe(401);
    await inUrl.body?.cancel();
  });

  it('streams the owner’s wallet change after commit, to the owner only, with an id and heartbeats', async () => {
    const a = await traderWithAccount();
    const b = await traderWithAccount();
    const mine = await stream(a.token);
    const theirs = await stream(b.token);
    expect(mine.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    await recordWallets(db, a.accountId, [{ name: 'MAIN', amount: 421.39 }], 'merge', new Date());
    const wallet = await mine.next((e) => e.event === 'wallet', 0, 'the wallet event');
    expect(wallet.id).toMatch(/^\d+$/);
    expect(wallet.data).toMatchObject({ steam_id: a.steamId, main_balance: 421.39 });
    expect(wallet.data.wallets).toContainEqual({ name: 'MAIN', amount: 421.39 });
    const [row] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.id, a.accountId));
    expect(row!.csgorollMainBalance).toBe('421.39');

    // The same amounts again are no change: nothing written, nothing told.
    expect(
      await recordWallets(db, a.accountId, [{ name: 'MAIN', amount: 421.39 }], 'merge', new Date()),
    ).toBe(false);
    await recordWallets(db, a.accountId, [{ name: 'GEMSTONE_SHINY', amount: 2.5 }], 'merge', new Date());
    const gems = await mine.next(
      (e) => e.event === 'wallet' && e.id !== wallet.id,
      0,
      'the gem wallet event',
    );
    expect(gems.data.wallets).toEqual(
      expect.arrayContaining([
        { name: 'MAIN', amount: 421.39 },
        { name: 'GEMSTONE', amount: 3 },
        { name: 'GEMSTONE_SHINY', amount: 2.5 },
      ]),
    );

    await mine.waitFor(() => mine.comments() >= 2, 'two heartbeats');
    expect(theirs.events.filter((e) => e.event === 'wallet')).toEqual([]);
  });

  it('never announces a fact that rolled back', async () => {
    const a = await traderWithAccount(50);
    const mine = await stream(a.token);
    await db
      .transaction(async (tx) => {
        await changeCredits(tx, { userId: a.id, amount: -10, reason: 'bot_usage', reference: null });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.transaction((tx) =>
      changeCredits(tx, { userId: a.id, amount: -5, reason: 'bot_usage', reference: null }),
    );
    const credits = await mine.next((e) => e.event === 'credits', 0, 'the committed credits event');
    expect(credits.data).toEqual({ credits: 45 });
    expect(mine.events.filter((e) => e.event === 'credits')).toHaveLength(1);
  });

  it('tells a completed trade once, in order: the charge, the trade, the activity', async () => {
    const a = await traderWithAccount(1000);
    const tradeId = `live-${Date.now()}`;
    await db.insert(trades).values({
      userId: a.id,
      steamId: a.steamId,
      csgorollTradeId: tradeId,
      kind: 'withdrawal',
      itemName: 'AK-47 | Redline (Field-Tested)',
      value: '110.00',
      markupPercent: '4.50',
      status: 'pending',
      marketplaceStatus: 'PROCESSING',
      estimatedProfit: '5.25',
    });
    const mine = await stream(a.token);
    const site = { publicUrl: 'https://skinpilot.test' };
    const complete = () =>
      recordWithdrawalProgress(db, a, { id: tradeId, status: 'COMPLETED' } as never, new Date(), site);
    expect((await complete()).outcome).toBe('completed');
    expect((await complete()).outcome).toBe('unchanged');
    await mine.next((e) => e.event === 'activity', 0, 'the completion activity');
    const told = mine.events.map((e) => e.event);
    expect(told).toEqual(['credits', 'trade', 'activity']);
    const trade = mine.events[1]!;
    expect(trade.data).toMatchObject({ state: 'completed', trade_id: tradeId, steam_id: a.steamId });
    expect(trade.data.trade).toMatchObject({ trade_id: tradeId, action: 'Withdraw', email: a.email });
    const ids = mine.events.map((e) => Number(e.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
  });

  it('tells the hourly wealth point once, each owner their own, nobody without accounts', async () => {
    const a = await traderWithAccount();
    const b = await traderWithAccount();
    const c = await trader(app, db, 'premium', { credits: 10 });
    const [mine, theirs, none] = [await stream(a.token), await stream(b.token), await stream(c.token)];
    const at = new Date();
    await recordWealthPoints(db, at);
    const pointOf = async (userId: string) => {
      const [point] = await db
        .select()
        .from(wealthPoints)
        .where(and(eq(wealthPoints.userId, userId), eq(wealthPoints.takenAt, at)));
      return { total_wealth: Number(point!.totalWealth), taken_at: at.toISOString() };
    };
    // A credits change after the job: once a stream has it, every event before it has arrived.
    for (const [s, user] of [
      [mine, a],
      [theirs, b],
      [none, c],
    ] as const) {
      await db.transaction((tx) =>
        changeCredits(tx, { userId: user.id, amount: -1, reason: 'bot_usage', reference: null }),
      );
      await s.next((e) => e.event === 'credits', 0, 'the change after the wealth job');
    }
    const wealthOf = (s: typeof mine) => s.events.filter((e) => e.event === 'wealth').map((e) => e.data);
    expect(wealthOf(mine)).toEqual([await pointOf(a.id)]);
    expect(wealthOf(theirs)).toEqual([await pointOf(b.id)]);
    expect(wealthOf(none)).toEqual([]);
  });

  it('resumes after Last-Event-ID; a malformed one starts from now; an unknown one asks for a resync', async () => {
    const a = await traderWithAccount(100);
    const first = await stream(a.token);
    await db.transaction((tx) =>
      changeCredits(tx, { userId: a.id, amount: -1, reason: 'bot_usage', reference: null }),
    );
    const seen = await first.next((e) => e.event === 'credits', 0, 'the first change');
    first.close();
    await db.transaction((tx) =>
      changeCredits(tx, { userId: a.id, amount: -2, reason: 'bot_usage', reference: null }),
    );

    const resumed = await stream(a.token, { 'last-event-id': seen.id! });
    const missed = await resumed.next((e) => e.event === 'credits', 0, 'the missed change');
    expect(missed.data).toEqual({ credits: 97 });
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));

    const malformed = await stream(a.token, { 'last-event-id': 'yesterday' });
    const unknown = await stream(a.token, { 'last-event-id': '1' });
    await unknown.next((e) => e.event === 'resync', 0, 'the resync');
    await db.transaction((tx) =>
      changeCredits(tx, { userId: a.id, amount: -3, reason: 'bot_usage', reference: null }),
    );
    const now = await malformed.next((e) => e.event === 'credits', 0, 'the next change');
    expect(now.data).toEqual({ credits: 94 });
    expect(malformed.events.filter((e) => e.event === 'credits')).toHaveLength(1);
    expect(malformed.events.some((e) => e.event === 'resync')).toBe(false);
  });

  it('caps the streams per user and forgets a closed one', async () => {
    const a = await traderWithAccount();
    const open = [await stream(a.token), await stream(a.token), await stream(a.token)];
    const fourth = await fetch(`${base}/api/trading/events`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(fourth.status).toBe(429);
    await fourth.body?.cancel();
    open[0]!.close();
    await expect.poll(() => app.liveEvents.count(a.id)).toBe(2);
    open.slice(1).forEach((s) => s.close());
    await expect.poll(() => app.liveEvents.count(a.id)).toBe(0);
  });

  it('tells an idle transition once, in order (the activity, then the bot state), to the owner only', async () => {
    const a = await traderWithAccount();
    const b = await traderWithAccount();
    const mine = await stream(a.token);
    const theirs = await stream(b.token);
    const owner = { userId: a.id, steamId: a.steamId, sessionId: 'session-idle' };
    const idle = { reason: 'out of coins' as const, since: new Date().toISOString() };
    const figures = { balance: 1000, credits: 100, minValue: 5000 };
    await tellIdleChange(db, owner, { idle, was: null, ...figures }, new Date());
    await tellIdleChange(db, owner, { idle: null, was: idle, ...figures, balance: 6000 }, new Date());
    await mine.waitFor(
      () => mine.events.filter((e) => e.event === 'sniping').length === 2,
      'both transitions',
    );
    expect(mine.events.map((e) => e.event)).toEqual(['activity', 'sniping', 'activity', 'sniping']);
    expect(mine.events[0]!.data).toMatchObject({
      title: 'Idle: out of coins',
      description:
        'The bot has 1,000.00 coins, below the minimum value of 5,000.00: no listing can qualify. It resumes by itself when coins return.',
      steam_id: a.steamId,
    });
    expect(mine.events[1]!.data).toMatchObject({ state: 'running', idle: { reason: 'out of coins' } });
    expect(mine.events[2]!.data).toMatchObject({ title: 'Sniping resumed' });
    expect(mine.events[3]!.data).toMatchObject({ state: 'running', idle: null });
    expect(theirs.events).toEqual([]);
  });

  it('drops a client that stops reading once its unread bytes pass the limit, and forgets it', async () => {
    const a = await traderWithAccount();
    // A raw socket that reads the answer's headers, then never reads again.
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.write(`GET /api/trading/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${a.token}\r\n\r\n`);
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.pause();
    await expect.poll(() => app.liveEvents.count(a.id)).toBe(1);
    // Large events (6 KB of description each) until the socket buffers and then ours fill up.
    const description = 'x'.repeat(6_000);
    for (let round = 0; round < 40 && app.liveEvents.count(a.id) > 0; round++) {
      await db.transaction(async (tx) => {
        for (let i = 0; i < 100; i++)
          await writeAccountActivity(
            tx,
            { userId: a.id, steamId: a.steamId, type: 'account', title: 'Filler', description, metadata: {} },
            new Date(),
          );
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expect.poll(() => app.liveEvents.count(a.id), { timeout: 10_000 }).toBe(0);
    socket.destroy();
  });

  it('tells a stop the round ended for a dead worker as the worker would: "Sniping stopped", once', async () => {
    const a = await traderWithAccount();
    const mine = await stream(a.token);
    await db.insert(botSessions).values({
      userId: a.id,
      steamId: a.steamId,
      provider: 'local',
      state: 'stopping',
      stopReason: 'Sniping was turned off.',
    });
    expect((await reconcileSessions(db)).ended).toBeGreaterThanOrEqual(1);
    const stopped = await mine.next((e) => e.event === 'activity', 0, 'the stop');
    expect(stopped.data).toMatchObject({
      title: 'Sniping stopped',
      description: 'Sniping was turned off.',
      steam_id: a.steamId,
    });
    await reconcileSessions(db);
    expect(mine.events.filter((e) => e.event === 'activity')).toHaveLength(1);
  });
});
