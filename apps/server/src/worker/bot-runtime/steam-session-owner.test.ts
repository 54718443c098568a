import { createConnectors, type SteamTradeOffer } from '@skinpilot/connectors';
import { DEFAULT_STEAM_SETTINGS } from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs, manualClock } from '../../../test/accounts';
import { startIpEcho } from '../../../test/local-proxies';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, trader } from '../../../test/trading';
import { proxyProbe } from '../../integrations/proxy/proxy-probe';
import { takeInventorySnapshot } from '../../modules/market/take-inventory-snapshot';
import { trades } from '../../modules/market/market.schema';
import { inventorySnapshots } from '../../modules/market/overview.schema';
import { botSessions } from '../../modules/orchestration/bots.schema';
import { runSteamAutomation } from '../../modules/steam-tools/steam-automation';
import { workerSteamContext } from '../../modules/steam-tools/steam-tools-setup';
import { createAccountVault } from '../../modules/trading-accounts/account-vault';
import { writeSecrets } from '../../modules/trading-accounts/accounts.repository';
import { sealAll } from '../../modules/trading-accounts/seal-secrets';
import { writeSettings } from '../../modules/trading-accounts/settings.repository';
import { steamSessionOwners } from '../../modules/trading-accounts/steam-owner.schema';
import { closeSteamOwner, steamOwnerOf } from '../../modules/trading-accounts/steam-owner';
import { tradingAccounts } from '../../modules/trading-accounts/trading-accounts.schema';
import { startSnipingWorker, type SnipingWorker } from './sniping-worker';

// One Steam log-in per account (issue 28, decision 038). Two "processes" share the sandbox Steam and
// market as two real processes share Steam: process A serves the API (the Steam tools) and runs the
// Steam automation; process B is a worker running the account's sniping session. Each has its own
// connectors object, so its own Steam session owner. The sandbox Steam counts the log-ins.
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 31,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
  sandboxCanJoinAfterMs: null,
});
const world = sandbox.sandbox.steam!;
const market = sandbox.sandbox.csgoroll!.market;
const processA = sandbox;
// Process B's clients, like the live client, cannot tell that a session ended before a call fails.
const processB = {
  ...sandbox,
  steam: (...args: Parameters<typeof sandbox.steam>) => {
    const client = sandbox.steam(...args);
    return { ...client, sessionStatus: () => ({ ...client.sessionStatus(), isValid: true }) };
  },
};
const { app, database } = await createTestApp({}, { connectors: processA });
const db = database.db;
const vault = createAccountVault(testSecrets);
// The automation's clock is the test's: 30 s of it pass per cycle, so each cycle is a due sweep.
const time = manualClock();
const automation = workerSteamContext(
  { db, vault, connectors: processA, now: time.clock },
  proxyProbe({ ipCheckUrl: await startIpEcho(), timeoutMs: 2000 }),
);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const workers: SnipingWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await automation.sessions.closeAll();
  await closeSteamOwner(processB);
  await sandbox.close();
});

function workerOf(connectors: typeof processB) {
  const started = startSnipingWorker({
    db,
    connectors,
    vault,
    log: silent,
    publicUrl: 'https://skinpilot.test',
    tickMs: 3_600_000,
  });
  workers.push(started);
  return started;
}

async function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

let counter = 0;
/** A premium trader whose account has CSGORoll (with sniping on when given) and the sandbox Steam. */
async function account(sniping?: { max_markup: number }) {
  const owner = await trader(app, db, 'premium', { credits: 1000 });
  counter += 1;
  const roll = await addRoll(app, owner.token, {
    auth_method: 'cookie',
    cookie: `owner-${counter}-${Date.now()}`,
  });
  expect(roll.statusCode, roll.body).toBe(201);
  const steamId: string = roll.json().account.steam_id;
  if (sniping) {
    const saved = await callAs(
      app,
      owner.token,
      'POST',
      `/api/trading/accounts/${steamId}/settings/csgoroll`,
      {
        sniping_enabled: true,
        min_value: 1,
        max_value: 1000,
        ...sniping,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const username = `owned_${Date.now().toString(36)}_${counter}`;
  const [row] = await db
    .update(tradingAccounts)
    .set({ steamConnectedAt: new Date(), steamUsername: username })
    .where(eq(tradingAccounts.steamId, steamId))
    .returning();
  await writeSecrets(
    db,
    row!.id,
    sealAll(vault, row!.id, {
      steam_password: 'sandbox password',
      steam_shared_secret: Buffer.alloc(20, 3).toString('base64'),
      steam_identity_secret: Buffer.alloc(20, 4).toString('base64'),
      steam_proxy: `socks5://user:pass@203.0.113.${40 + counter}:1080`,
    }),
    new Date(),
  );
  await writeSettings(
    db,
    row!.id,
    { steam: { ...DEFAULT_STEAM_SETTINGS, auto_accept_incoming_trades: true } },
    time.clock(),
  );
  const call = (method: 'GET' | 'POST', path: string) =>
    callAs(app, owner.token, method, `/api/trading/accounts/${steamId}/steam${path}`);
  return { owner, steamId, username, account: row!, call };
}

/** The seller's Steam offer for a sandbox withdrawal, as Steam shows it to our account. */
function sellerOffer(username: string, tradeId: string): SteamTradeOffer {
  const sold = market.trades.get(tradeId)!;
  const seller = market.accounts.users.get(sold.depositorId)!;
  const holder = world.account(username);
  const now = new Date().toISOString();
  const offer: SteamTradeOffer = {
    id: String(8_100_000_000 + holder.offers.length),
    state: 2,
    isOurOffer: false,
    partnerSteamId: seller.steamId,
    message: '',
    itemsToGive: [],
    itemsToReceive: sold.items.map((i) => ({
      assetId: i.assetId,
      appId: 730,
      contextId: '2',
      amount: 1,
      name: i.marketName,
      marketName: i.marketName,
      marketHashName: i.marketName,
      iconUrl: '',
      missing: false,
    })),
    isGift: true,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    tradeId: null,
    needsConfirmation: false,
    escrowEndsAt: null,
    fromRealTimeTrade: false,
  };
  holder.offers.push(offer);
  world.change(holder, offer, 2);
  return offer;
}

/** A snapshot taken in process B; its Steam part must have been read. */
async function snapshotInB(accountId: string) {
  const [row] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.id, accountId));
  await takeInventorySnapshot({ db, vault, connectors: processB, now: () => new Date() }, row!);
  const [taken] = await db
    .select()
    .from(inventorySnapshots)
    .where(eq(inventorySnapshots.accountId, accountId));
  expect(taken!.problem).toBeNull();
  expect(taken!.itemCount).toBeGreaterThan(0);
}

const sessionOf = async (steamId: string) =>
  (
    await db.select().from(botSessions).where(eq(botSessions.steamId, steamId)).orderBy(botSessions.startedAt)
  ).at(-1);

describe('one Steam session owner per account', () => {
  it('runs sniping, the Steam tools and the automation on one account in two processes with one Steam log-in', async () => {
    const t = await account({ max_markup: 4.9 });
    // Process A: the user starts the Steam client (the tools).
    const started = await t.call('POST', '/start');
    expect(started.statusCode, started.body).toBe(200);
    expect(world.logons.count(t.username)).toBe(1);

    // Process B: the worker starts the sniping session, which uses the account's Steam client.
    const b = workerOf(processB);
    await b.runOnce();
    await until(
      () => sessionOf(t.steamId),
      (s) => s?.state === 'running',
      'a running sniping session',
    );
    await until(
      () => market.subscriberCount(),
      (n) => n > 0,
      'the feed subscription',
    );

    // Many cycles: each is 30 s of the automation's clock (a due sweep that accepts a gift), a Steam
    // tools read through the API, the worker's round, a listing on the market, and a snapshot
    // read in process B. 16 cycles stand for 8 minutes of the automation's monitor_interval.
    let acceptedGifts = 0;
    let joinedTrade: string | null = null;
    for (let cycle = 0; cycle < 16; cycle++) {
      time.advance(30_000);
      const gift = world.receiveOffer(t.username, 'gift');
      const failures: unknown[] = [];
      const outcomes = await runSteamAutomation(automation, (_id, error) => failures.push(error));
      expect(failures).toEqual([]);
      if (outcomes.get(t.account.id)?.accepted.includes(gift.id)) acceptedGifts += 1;
      const read = await t.call('GET', cycle % 2 === 0 ? '/inventory' : '/trade-offers/enhanced');
      expect(read.statusCode, read.body).toBe(200);
      await b.runOnce();
      market.publishListing();
      market.publishListing();
      if (cycle % 4 === 3) await snapshotInB(t.account.id);
      if (!joinedTrade) {
        const [joined] = await db.select().from(trades).where(eq(trades.steamId, t.steamId));
        if (joined) joinedTrade = joined.csgorollTradeId;
      }
    }
    expect(acceptedGifts).toBe(16);

    // The sniping session accepts the seller's offer with the owner's session (process B borrowed it).
    // A withdrawal still waiting for its seller: on a loaded machine several are joined during the
    // cycles, and the first may have ended on the market (8 minutes of its clock) by now.
    const open = (id: string) => ['JOINED', 'PROCESSING'].includes(String(market.trades.get(id)?.status));
    if (joinedTrade && !open(joinedTrade)) joinedTrade = null;
    joinedTrade ??= (
      await until(
        () => db.select().from(trades).where(eq(trades.steamId, t.steamId)),
        (rows) => rows.some((row) => open(row.csgorollTradeId)),
        'a joined withdrawal still open',
      )
    ).find((row) => open(row.csgorollTradeId))!.csgorollTradeId;
    const offer = sellerOffer(t.username, joinedTrade);
    await until(
      () => offer.state,
      (state) => state === 3,
      'the seller’s offer accepted by the sniping session',
    );

    // One log-in in all, one session signed in at Steam, one owner row.
    expect(world.logons.count(t.username)).toBe(1);
    expect(world.logons.sessions(t.username)).toBe(1);
    const owners = await db
      .select()
      .from(steamSessionOwners)
      .where(eq(steamSessionOwners.accountId, t.account.id));
    expect(owners).toHaveLength(1);
    const [snapshot] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.id, t.account.id));
    expect(snapshot!.steamSessionValid).toBe(true);
    await b.stop();
  });

  it('recovers from a kicked session: the owner logs in again and the others keep working', async () => {
    const t = await account();
    expect((await t.call('POST', '/start')).statusCode).toBe(200);
    const [lease] = await db
      .select()
      .from(steamSessionOwners)
      .where(eq(steamSessionOwners.accountId, t.account.id));
    // Process B reads with the owner's session.
    await snapshotInB(t.account.id);
    expect(world.logons.count(t.username)).toBe(1);

    // Another client logs on with the owner's logonID from the same address: Steam replaces the
    // owner's session (LogonSessionReplaced).
    const intruder = sandbox.steam({
      username: t.username,
      password: 'sandbox password',
      sharedSecret: Buffer.alloc(20, 3).toString('base64'),
      identitySecret: Buffer.alloc(20, 4).toString('base64'),
      proxy: `socks5://user:pass@203.0.113.${40 + counter}:1080`,
      logonId: lease!.logonId,
    });
    await intruder.logIn();
    // The owner notices, logs in again (replacing the intruder in turn) and shares its new session.
    await until(
      () => world.logons.count(t.username),
      (n) => n === 3,
      'the owner logging in again',
    );
    const inventory = await t.call('GET', '/inventory');
    expect(inventory.statusCode, inventory.body).toBe(200);
    // Process B's borrowed session ended with the old one; its next read takes up the new one.
    await snapshotInB(t.account.id);
    const [after] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.id, t.account.id));
    expect(after!.steamSessionValid).toBe(true);
    expect(world.logons.count(t.username)).toBe(3);
    expect(world.logons.sessions(t.username)).toBe(1);
    await intruder.logOut();
  });

  it('moves an account whose owner stopped renewing its lease to another process, which logs in once', async () => {
    const t = await account();
    expect((await t.call('POST', '/start')).statusCode).toBe(200);
    // Process A stalls: its lease runs out (as when it dies, one lease time after its last renewal).
    await db
      .update(steamSessionOwners)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(steamSessionOwners.accountId, t.account.id));
    await snapshotInB(t.account.id);
    const [lease] = await db
      .select()
      .from(steamSessionOwners)
      .where(eq(steamSessionOwners.accountId, t.account.id));
    expect(lease!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(world.logons.count(t.username)).toBe(2);
    // Process A, the old owner, steps back at its next renewal and then uses process B's session.
    const ownerA = steamOwnerOf({ db, vault, connectors: processA });
    await ownerA.beat();
    expect(ownerA.isHeldHere(t.account.id)).toBe(false);
    expect(world.logons.sessions(t.username)).toBe(1);
    const inventory = await t.call('GET', '/inventory');
    expect(inventory.statusCode, inventory.body).toBe(200);
    expect(world.logons.count(t.username)).toBe(2);
  });
});
