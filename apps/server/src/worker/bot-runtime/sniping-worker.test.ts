import { createConnectors, type SteamTradeOffer } from '@skinpilot/connectors';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, trader } from '../../../test/trading';
import { botSessions } from '../../modules/orchestration/bots.schema';
import { creditLedger } from '../../modules/credits/credits.schema';
import { activities } from '../../modules/activity/activity.schema';
import { trades } from '../../modules/market/market.schema';
import { createAccountVault } from '../../modules/trading-accounts/account-vault';
import { writeSecrets } from '../../modules/trading-accounts/accounts.repository';
import { sealAll } from '../../modules/trading-accounts/seal-secrets';
import { tradingAccounts } from '../../modules/trading-accounts/trading-accounts.schema';
import { users } from '../../modules/users/users.schema';
import { startSnipingWorker, type SnipingWorker } from './sniping-worker';
import { recordWithdrawalProgress } from './follow-withdrawals';

// The real connectors against the sandbox market and sandbox Steam, as `npm start` runs them; the
// feed is quiet so the test publishes listings itself.
const connectors = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 11,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
  sandboxCanJoinAfterMs: null,
});
const market = connectors.sandbox.csgoroll!.market;
const steamWorld = connectors.sandbox.steam!;
const { app, database } = await createTestApp({}, { connectors });
const db = database.db;
const vault = createAccountVault(testSecrets);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const workers: SnipingWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await connectors.close();
});

/** A worker stepped by the test (runOnce) rather than by its timer. */
function worker(leaseMs = 15_000, sessionCheckMs?: number) {
  const started = startSnipingWorker({
    db,
    connectors,
    vault,
    log: silent,
    publicUrl: 'https://skinpilot.test',
    tickMs: 3_600_000,
    leaseMs,
    sessionCheckMs,
  });
  workers.push(started);
  return started;
}

async function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Settings no sandbox listing meets: these sessions run without trading. */
const NEVER = { min_value: 10_000, max_value: 10_000, max_markup: 1 };

let cookies = 0;
/** A premium trader with credits and a CSGORoll account with sniping on. */
async function sniper(settings: Record<string, unknown> = {}, credits = 1000) {
  const owner = await trader(app, db, 'premium', { credits });
  const cookie = `sniper-${(cookies += 1)}-${Date.now()}`;
  const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie });
  expect(roll.statusCode, roll.body).toBe(201);
  const steamId: string = roll.json().account.steam_id;
  const saved = await callAs(app, owner.token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, {
    sniping_enabled: true,
    min_value: 1,
    max_value: 1000,
    max_markup: 6,
    ...settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { owner, steamId, cookie };
}

/** Connects the sandbox Steam account `username` to the trading account (what Add Steam stores). */
async function connectSteam(steamId: string, username: string) {
  const [account] = await db
    .update(tradingAccounts)
    .set({ steamConnectedAt: new Date(), steamUsername: username, steamSessionValid: true })
    .where(eq(tradingAccounts.steamId, steamId))
    .returning();
  const sealed = sealAll(vault, account!.id, {
    steam_password: 'sandbox password',
    steam_shared_secret: Buffer.alloc(20, 3).toString('base64'),
    steam_identity_secret: Buffer.alloc(20, 4).toString('base64'),
    steam_proxy: 'socks5://user:pass@127.0.0.1:1080',
  });
  await writeSecrets(db, account!.id, sealed, new Date());
}

const sessionOf = async (steamId: string) =>
  (
    await db.select().from(botSessions).where(eq(botSessions.steamId, steamId)).orderBy(botSessions.startedAt)
  ).at(-1);

/** The trade row says what the sandbox market says of the trade (a few sellers never send). */
function followsMarket(row: typeof trades.$inferSelect): boolean {
  const sold = market.trades.get(row.csgorollTradeId);
  if (!sold) return false;
  if (sold.status === 'COMPLETED') return row.status === 'completed';
  if (sold.status === 'CANCELLED') return row.status === 'cancelled';
  return row.status === 'pending';
}

const status = async (token: string, steamId: string) =>
  (await callAs(app, token, 'GET', `/api/trading/sniping/status?steam_id=${steamId}`)).json();

const offerItem = (assetId: string, name: string) => ({
  assetId,
  appId: 730,
  contextId: '2',
  amount: 1,
  name,
  marketName: name,
  marketHashName: name,
  iconUrl: '',
  missing: false,
});

/** The seller's Steam offer for a sandbox trade, as Steam would show it to our account. */
function sellerOffer(username: string, tradeId: string, overrides: Partial<SteamTradeOffer> = {}) {
  const sold = market.trades.get(tradeId)!;
  const seller = market.accounts.users.get(sold.depositorId)!;
  const owner = steamWorld.account(username);
  const offer: SteamTradeOffer = {
    id: String(8_000_000_000 + owner.offers.length + Math.floor(Math.random() * 1_000_000)),
    state: 2,
    isOurOffer: false,
    partnerSteamId: seller.steamId,
    message: '',
    itemsToGive: [],
    itemsToReceive: sold.items.map((i) => offerItem(i.assetId, i.marketName)),
    isGift: true,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    tradeId: null,
    needsConfirmation: false,
    escrowEndsAt: null,
    fromRealTimeTrade: false,
    ...overrides,
  };
  owner.offers.push(offer);
  steamWorld.change(owner, offer, 2);
  return offer;
}

describe('the sniping runtime against the sandbox market', () => {
  it('joins qualifying listings, skips the rest, accepts the seller’s offer and charges credits once', async () => {
    // Up to 4.9 % markup: every withdrawal it makes costs credits (public-site.md section 9).
    const { owner, steamId } = await sniper({ max_markup: 4.9 });
    await connectSteam(steamId, 'sniper_steam_one');
    const w = worker();
    await w.runOnce();
    const session = await until(
      () => sessionOf(steamId),
      (s) => s?.state === 'running',
      'a running session',
    );
    expect(session).toMatchObject({ provider: 'local', instanceId: `local-${session!.id}` });
    expect(await status(owner.token, steamId)).toMatchObject({ live: true, state: 'running' });
    await until(
      () => market.subscriberCount(),
      (n) => n > 0,
      'the feed subscription',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const published = [];
    for (let i = 0; i < 24; i++) {
      published.push(market.publishListing());
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const joined = await until(
      () => db.select().from(trades).where(eq(trades.steamId, steamId)),
      (rows) => rows.length > 0,
      'a joined withdrawal',
    );
    // Let every published listing be judged before looking at what was skipped.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await db.select().from(trades).where(eq(trades.steamId, steamId));
    const joinedIds = new Set(rows.map((r) => r.csgorollTradeId));
    for (const listing of published) {
      if (listing.markupPercent > 4.9) expect(joinedIds.has(listing.id)).toBe(false);
    }
    for (const row of rows) expect(Number(row.markupPercent)).toBeLessThanOrEqual(4.9);
    expect(rows.length).toBeLessThan(published.length);

    // The seller's offer for the first withdrawal: a wrong one is left alone, the right one accepted.
    const first = joined[0]!;
    const wrong = sellerOffer('sniper_steam_one', first.csgorollTradeId, {
      itemsToReceive: [offerItem('1', 'Not the item bought')],
    });
    const right = sellerOffer('sniper_steam_one', first.csgorollTradeId);
    await until(
      () => right.state,
      (state) => state === 3,
      'the right offer accepted',
    );
    expect(wrong.state).toBe(2);

    await until(
      () => db.select().from(trades).where(eq(trades.steamId, steamId)),
      (all) => all.some((r) => r.status === 'completed') && all.every(followsMarket),
      'the withdrawals following CSGORoll',
    );
    // Stop trading, so the figures below hold still while they are checked.
    await w.stop();
    const done = await db.select().from(trades).where(eq(trades.steamId, steamId));
    const completed = done.filter((r) => r.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    const firstDone = done.find((r) => r.id === first.id)!;
    expect(firstDone).toMatchObject({ steamOfferId: right.id, marketplaceStatus: 'COMPLETED' });
    expect(firstDone.item).toMatchObject({
      market_name: expect.any(String),
      coin_value: Number(first.value),
    });
    expect(firstDone.estimatedProfit).not.toBeNull();

    // A repeated completion event charges nothing more.
    const again = await recordWithdrawalProgress(
      db,
      first,
      { id: first.csgorollTradeId, status: 'COMPLETED' } as never,
      new Date(),
      { publicUrl: 'https://skinpilot.test' },
    );
    expect(again.outcome).toBe('unchanged');
    const ledger = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, owner.id), eq(creditLedger.reason, 'bot_usage')));
    const charged = completed.filter((r) => Number(r.creditsUsed) > 0);
    expect(ledger.map((l) => l.reference).sort()).toEqual(charged.map((r) => r.id).sort());
    const spent = completed.reduce((sum, r) => sum + Number(r.creditsUsed), 0);
    const [user] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, owner.id));
    expect(Number(user!.credits)).toBeCloseTo(1000 - spent, 2);

    // The admin's refund gives a real withdrawal's credits back, once.
    const paid = charged[0]!;
    expect(charged).toHaveLength(completed.length);
    const admin = await userWithRole(app, db, 'admin');
    const refund = () =>
      callAs(app, admin.token, 'POST', '/api/admin/refund-withdrawal', {
        trade_id: paid.csgorollTradeId,
        reason: 'Sandbox test refund',
      });
    const refunded1 = await refund();
    expect(refunded1.statusCode, refunded1.body).toBe(200);
    expect(refunded1.json()).toMatchObject({
      credits_restored: Number(paid.creditsUsed),
      already_refunded: false,
    });
    expect((await refund()).json()).toMatchObject({ credits_restored: 0, already_refunded: true });
    const [refunded] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, owner.id));
    expect(Number(refunded!.credits)).toBeCloseTo(1000 - spent + Number(paid.creditsUsed), 2);

    const titles = (await db.select().from(activities).where(eq(activities.userId, owner.id))).map(
      (a) => `${a.type}:${a.title}`,
    );
    expect(titles).toContain('account:Sniping started');
    expect(titles.some((t) => t.startsWith('trade:Sniped '))).toBe(true);
    expect(titles.some((t) => t.startsWith('trade:Withdrawal completed: '))).toBe(true);
    expect(titles).toContain('steam:Accepted the seller’s Steam offer');
    expect(titles).toContain('steam:Steam offer not accepted');
  });

  it('writes every wallet change on the account, goes idle when coins run out and resumes by itself', async () => {
    const { owner, steamId, cookie } = await sniper({ min_value: 100, max_value: 1000, max_markup: 6 });
    const rollUser = market.accounts.userForCookie(cookie)!;
    const w = worker();
    await w.runOnce();
    await until(
      () => sessionOf(steamId),
      (s) => s?.state === 'running',
      'a running session',
    );
    const account = () =>
      db
        .select()
        .from(tradingAccounts)
        .where(eq(tradingAccounts.steamId, steamId))
        .then((rows) => rows[0]!);
    const titles = async () =>
      (await db.select().from(activities).where(eq(activities.userId, owner.id))).map((a) => a.title);

    // CSGORoll's wallet subscription: the account row follows at once (before, only "Refresh CSGORoll").
    market.credit(rollUser, -(market.accounts.wallet(rollUser).amount - 0.68), 'STASH', null);
    const spent = await until(
      account,
      (a) => a.csgorollMainBalance === '0.68',
      'the spent wallet on the row',
    );
    expect(spent.csgorollWallets).toContainEqual({ name: 'MAIN', amount: 0.68 });
    expect(spent.csgorollLastChecked).not.toBeNull();

    // Each round refreshes the session and then its heartbeat carries the state to /sniping/status.
    const afterRound = async () => {
      await w.runOnce();
      return status(owner.token, steamId);
    };
    await until(afterRound, (s) => s.idle?.reason === 'out of coins', 'the idle state in /sniping/status');
    await w.runOnce();
    expect((await titles()).filter((t) => t === 'Idle: out of coins')).toHaveLength(1);

    market.credit(rollUser, 500, 'STASH', null);
    await until(account, (a) => a.csgorollMainBalance === '500.68', 'the returned coins on the row');
    await until(afterRound, (s) => s.state === 'running' && s.idle === null, 'the session buying again');
    expect((await titles()).filter((t) => t === 'Sniping resumed')).toHaveLength(1);
    await w.stop();
  });

  it('moves a dead worker’s sessions to a live one once the lease runs out', async () => {
    const { steamId } = await sniper(NEVER);
    const a = worker(3_000);
    await a.runOnce();
    const held = await until(
      () => sessionOf(steamId),
      (s) => s?.state === 'running',
      'a running session',
    );
    const b = worker(3_000);
    // A live worker renews its lease each round; the other finds the session taken.
    await a.runOnce();
    await b.runOnce();
    expect(b.sessions()).not.toContain(held!.id);
    expect(a.sessions()).toContain(held!.id);

    await a.abandon();
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    await b.runOnce();
    const moved = await until(
      () => sessionOf(steamId),
      (s) => s?.leaseOwner === b.workerId && s.state === 'running',
      'the session on the other worker',
    );
    expect(moved!.id).toBe(held!.id);
  });

  it('stops the session when the licence expires, when credits run out and when an admin stops it', async () => {
    const w = worker();
    const admin = await userWithRole(app, db, 'admin');
    const stopsWith = async (steamId: string, reason: string) => {
      await w.runOnce();
      await w.runOnce();
      const ended = await until(
        () => sessionOf(steamId),
        (s) => s?.state === 'terminated',
        'a stopped session',
      );
      expect(ended!.stopReason).toBe(reason);
      const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, steamId));
      expect(account!.snipingEnabled).toBe(false);
      await w.runOnce();
      expect((await sessionOf(steamId))!.id).toBe(ended!.id);
    };

    const licence = await sniper(NEVER);
    const credits = await sniper(NEVER);
    const stopped = await sniper(NEVER);
    await w.runOnce();
    for (const { steamId } of [licence, credits, stopped])
      await until(
        () => sessionOf(steamId),
        (s) => s?.state === 'running',
        'a running session',
      );

    await db
      .update(users)
      .set({ licenseExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, licence.owner.id));
    await stopsWith(licence.steamId, 'License required: the licence has expired.');

    await db.update(users).set({ credits: '0.00' }).where(eq(users.id, credits.owner.id));
    await stopsWith(credits.steamId, 'Credits required: no credits left.');

    const running = await sessionOf(stopped.steamId);
    const listed = await callAs(
      app,
      admin.token,
      'GET',
      `/api/admin/orchestrations?steam_id=${stopped.steamId}`,
    );
    expect(listed.json().items[0]).toMatchObject({
      session: {
        state_current: 'running',
        provider: 'local',
        instance_id: `local-${running!.id}`,
        public_ip: expect.any(String),
        last_heartbeat_at: expect.any(String),
      },
      live: { seen: 0, joins: 0 },
      settings_summary: { min_value: 10_000, max_value: 10_000, max_markup: 1, sniping_enabled: true },
    });
    const res = await callAs(
      app,
      admin.token,
      'POST',
      `/api/admin/orchestrations/stop?instance_id=local-${running!.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Stop requested', state_current: 'stopping' });
    await stopsWith(stopped.steamId, 'Stopped by an administrator.');
    const after = await callAs(app, admin.token, 'GET', `/api/admin/orchestrations/${running!.id}`);
    expect(after.json().session).toMatchObject({
      state_current: 'terminated',
      stop_reason: 'Stopped by an administrator.',
    });
    const titles = (await db.select().from(activities).where(eq(activities.userId, stopped.owner.id))).map(
      (a) => a.title,
    );
    expect(titles).toContain('Sniping stopped');
  });

  it('finishes a withdrawal a dead worker joined, and charges it once', async () => {
    const { owner, steamId } = await sniper();
    const a = worker(1_500);
    await a.runOnce();
    await until(
      () => sessionOf(steamId),
      (s) => s?.state === 'running',
      'a running session',
    );
    await until(
      () => market.subscriberCount(),
      (n) => n > 0,
      'the feed subscription',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    let joined: (typeof trades.$inferSelect)[] = [];
    // A few joins, not one: a sandbox depositor now and then never sends its offer (5 %), and with
    // the seeded market that one trade may be it, so that no trade ever completes.
    for (let i = 0; i < 80 && joined.length < 3; i++) {
      market.publishListing();
      await new Promise((resolve) => setTimeout(resolve, 60));
      joined = await db.select().from(trades).where(eq(trades.steamId, steamId));
    }
    expect(joined.length).toBeGreaterThan(0);
    // The worker dies before CSGORoll completes the trade; its trade updates are lost with it.
    await a.abandon();
    // On a loaded machine the worker may have seen one of them end before it died: the ones still
    // pending are those the next worker must finish.
    joined = (await db.select().from(trades).where(eq(trades.steamId, steamId))).filter(
      (r) => r.status === 'pending',
    );
    expect(joined.length).toBeGreaterThan(0);
    await until(
      () => [...market.trades.values()].filter((t) => joined.some((r) => r.csgorollTradeId === t.id)),
      (sold) => sold.some((t) => t.status === 'COMPLETED'),
      'CSGORoll completing a trade',
    );
    // The trades completed while no worker followed them.
    await new Promise((resolve) => setTimeout(resolve, 4_000));

    const b = worker(1_500);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    await b.runOnce();
    const done = await until(
      () => db.select().from(trades).where(eq(trades.steamId, steamId)),
      (rows) => rows.some((r) => r.status === 'completed') && rows.every(followsMarket),
      'the withdrawals completed by the new worker',
    );
    await b.runOnce();
    const ledger = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, owner.id), eq(creditLedger.reason, 'bot_usage')));
    expect(ledger.length).toBe(done.filter((r) => Number(r.creditsUsed) > 0).length);
    expect(new Set(ledger.map((l) => l.reference)).size).toBe(ledger.length);
  });

  it('stops with the reason when the CSGORoll cookie expires', async () => {
    const { owner, steamId, cookie } = await sniper(NEVER);
    const w = worker(15_000, 0);
    await w.runOnce();
    await until(
      () => sessionOf(steamId),
      (s) => s?.state === 'running',
      'a running session',
    );
    market.accounts.expireSession(cookie);
    await w.runOnce();
    const ended = await until(
      () => sessionOf(steamId),
      (s) => s?.state === 'terminated',
      'a stopped session',
    );
    expect(ended!.stopReason).toBe('The CSGORoll session has expired; connect the account again.');
    const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, steamId));
    expect(account!.csgorollCookieValid).toBe(false);
    expect(await status(owner.token, steamId)).toMatchObject({
      live: false,
      state: 'terminated',
      stop_reason: 'The CSGORoll session has expired; connect the account again.',
    });
    const kinds = (await db.select().from(activities).where(eq(activities.userId, owner.id))).map(
      (a) => `${a.type}:${a.title}`,
    );
    expect(kinds).toContain('auth:CSGORoll session expired');
    expect(kinds).toContain('account:Sniping stopped');
    // The orchestrator does not start it again while the cookie is invalid.
    await w.runOnce();
    expect((await sessionOf(steamId))!.id).toBe(ended!.id);
  });

  it('ends a session whose worker died, when the user turned sniping off meanwhile', async () => {
    const { owner, steamId } = await sniper(NEVER);
    const a = worker(1_500);
    await a.runOnce();
    const held = await until(
      () => sessionOf(steamId),
      (s) => s?.state === 'running',
      'a running session',
    );
    await a.abandon();
    const off = await callAs(app, owner.token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, {
      sniping_enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const b = worker();
    await b.runOnce();
    const ended = await until(
      () => sessionOf(steamId),
      (s) => s?.state === 'terminated',
      'the session ended',
    );
    expect(ended).toMatchObject({ id: held!.id, stopReason: 'Sniping was turned off.' });
    expect(b.sessions()).not.toContain(held!.id);
    const stops = await db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, owner.id), eq(activities.title, 'Sniping stopped')));
    expect(stops.map((a) => (a.details as { description: string }).description)).toEqual([
      'Sniping was turned off.',
    ]);
  });

  it('keeps one listing feed per worker: every other account socket carries its own trades and wallet only', async () => {
    const accounts = [await sniper(NEVER), await sniper(NEVER), await sniper(NEVER)];
    const w = worker();
    await w.runOnce();
    for (const { steamId } of accounts)
      await until(
        () => sessionOf(steamId),
        (s) => s?.state === 'running',
        'a running session',
      );
    const sandbox = connectors.sandbox.csgoroll!;
    const rollIds = accounts.map(({ cookie }) => market.accounts.userForCookie(cookie)!.id);
    // Reconnects send a socket's subscriptions again: look at which operations, not how often.
    const operationsOf = (id: string) =>
      [
        ...new Set(sandbox.socketOperations.filter((o) => o.userId === id).map((o) => o.operationName)),
      ].sort();
    const feedsOn = () => rollIds.filter((id) => operationsOf(id).includes('OnCreateTrade'));
    await until(
      () => rollIds.map(operationsOf),
      (all) => all.every((names) => names.includes('OnUpdateWallet')) && feedsOn().length > 0,
      'every account subscribed',
    );
    expect(feedsOn()).toHaveLength(1);
    for (const id of rollIds)
      expect(operationsOf(id).filter((n) => n !== 'OnCreateTrade')).toEqual([
        'OnUpdateUserTrade',
        'OnUpdateWallet',
      ]);
    await w.stop();
  });
});
