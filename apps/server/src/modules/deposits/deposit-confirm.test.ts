import { creditsForTrade } from '@skinpilot/engine';
import { createConnectors } from '@skinpilot/connectors';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { validSecret } from '../../../test/fake-connectors';
import { createTestApp } from '../../../test/test-app';
import { addRoll, sandboxRollCookie, trader } from '../../../test/trading';
import { changeCredits } from '../credits/change-credits';
import { creditLedger } from '../credits/credits.schema';
import { activities } from '../activity/activity.schema';
import { trades } from '../market/market.schema';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { users } from '../users/users.schema';
import { confirmDeposits, type DepositSteam } from './deposit-confirm';
import { runDepositConfirmations } from './deposit-confirm.sweep';
import { keepSteamTokenFresh } from './steam-token';
import { manualClock } from '../../../test/accounts';
import { DEFAULT_CSGOROLL_SETTINGS } from '@skinpilot/domain';
import { proxyProbe } from '../../integrations/proxy/proxy-probe';
import { workerSteamContext } from '../steam-tools/steam-tools-setup';
import { createAccountVault } from '../trading-accounts/account-vault';
import { writeSettings } from '../trading-accounts/settings.repository';
import { testSecrets } from '../../../test/test-app';

// The sandbox market and sandbox Steam. The two sandboxes do not share items, so each test puts
// the listed CSGORoll asset into the sandbox Steam inventory, as it is on the real platforms.
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 9,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
});
afterAll(() => sandbox.close());
const market = sandbox.sandbox.csgoroll!.market;
const world = sandbox.sandbox.steam!;
const { app, database } = await createTestApp({}, { connectors: sandbox });
const db = database.db;
const now = () => new Date();

let counter = 0;
async function depositor() {
  const owner = await trader(app, db, 'depositor', { credits: 100_000 });
  const cookie = sandboxRollCookie('confirm-session');
  const res = await addRoll(app, owner.token, { auth_method: 'cookie', cookie });
  expect(res.statusCode, res.body).toBe(201);
  const [account] = await db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.steamId, res.json().account.steam_id));
  const client = sandbox.csgoroll({ method: 'cookie', cookie });
  afterAll(() => client.close());
  const username = `depositor_${(counter += 1)}_${Date.now().toString(36)}`;
  const steamClient = sandbox.steam({
    username,
    password: 'sandbox password',
    sharedSecret: validSecret(3),
    identitySecret: validSecret(4),
    proxy: `socks5://u:p@10.9.0.${counter}:1080`,
  });
  await steamClient.logIn();
  // Since July 2025 Steam sends nothing before the account acknowledged its trade protection.
  await steamClient.acknowledgeTradeProtection();
  afterAll(() => steamClient.logOut());
  const sentItems: string[][] = [];
  const steam: DepositSteam = {
    async tradableAssetIds() {
      return new Set((await steamClient.inventory()).filter((i) => i.tradable).map((i) => i.assetId));
    },
    async sendItem(tradeUrl, assetId, message) {
      sentItems.push([assetId]);
      return steamClient.sendGift({ tradeUrl, assetIds: [assetId], message });
    },
    cancelOffer: (id) => steamClient.cancelOffer(id),
  };
  /** Lists one item on the market and mirrors it into the Steam inventory. */
  async function list(mirror = true) {
    const item = (await client.fullInventory()).find((i) => i.tradable)!;
    if (mirror) {
      const steamAccount = world.account(username);
      steamAccount.inventory.push({
        ...steamAccount.inventory[0]!,
        assetId: item.assetId,
        tradable: true,
        tradableAfter: null,
      });
    }
    const [trade] = await client.createTrades([
      { assetId: item.assetId, itemVariantId: item.itemVariant.id, value: item.itemVariant.value },
    ]);
    return { trade: trade!, item };
  }
  const run = (steamSide: DepositSteam | null = steam) =>
    confirmDeposits(
      db,
      {
        account: account!,
        csgorollUserId: account!.csgorollUserId!,
        message: 'Thanks from SkinPilot',
        publicUrl: 'https://skinpilot.test',
      },
      client,
      steamSide,
      now,
    );
  // Connecting the account writes its own `account` activities; these tests read what follows.
  await db.delete(activities).where(eq(activities.userId, owner.id));
  return { owner, account: account!, client, steam, steamClient, sentItems, list, run, username };
}

/** Waits until `count` of this database's connections wait for a lock (a row lock held by a test). */
async function waitForLockWaiters(count: number) {
  for (;;) {
    const { rows } = await database.pool.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if ((rows[0] as { n: number }).n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const depositRows = (steamId: string) => db.select().from(trades).where(eq(trades.steamId, steamId));
const creditsOf = async (userId: string) =>
  Number((await db.select({ c: users.credits }).from(users).where(eq(users.id, userId)))[0]!.c);

describe('auto-confirm deposits', () => {
  it('processes a joined deposit, sends exactly its item with the message, and charges once on completion', async () => {
    const d = await depositor();
    const { trade, item } = await d.list();
    market.buyDeposit(trade.id);

    const first = await d.run();
    expect(first.processed).toEqual([trade.id]);
    expect(first.sent).toHaveLength(1);
    expect(d.sentItems).toEqual([[item.assetId]]);
    const offer = world.account(d.username).offers.find((o) => o.id === first.sent[0]!.offerId)!;
    expect(offer).toMatchObject({ state: 2, message: 'Thanks from SkinPilot', itemsToReceive: [] });
    expect(offer.itemsToGive.map((i) => i.assetId)).toEqual([item.assetId]);

    // A second tick before completion sends nothing again.
    const again = await d.run();
    expect(again.sent).toEqual([]);
    expect(d.sentItems).toHaveLength(1);

    market.acceptSteamOffer(trade.id);
    const before = await creditsOf(d.owner.id);
    const done = await d.run();
    const due = creditsForTrade({ action: 'deposit', itemValue: trade.totalValue, mode: 'auto_deposit_bot' });
    expect(done.completed).toEqual([{ tradeId: trade.id, credits: due }]);
    expect(await creditsOf(d.owner.id)).toBeCloseTo(before - due, 2);
    expect(await d.run()).toMatchObject({ completed: [], sent: [] });
    expect(await creditsOf(d.owner.id)).toBeCloseTo(before - due, 2);
    const [row] = await depositRows(d.account.steamId);
    const charges = await db.select().from(creditLedger).where(eq(creditLedger.userId, d.owner.id));
    expect(charges.map((c) => [c.reason, Number(c.amount), c.reference])).toEqual([
      ['bot_usage', -due, row!.id],
    ]);
    expect(row).toMatchObject({ kind: 'deposit', status: 'completed', creditsUsed: due.toFixed(2) });
    const titles = (await db.select().from(activities).where(eq(activities.userId, d.owner.id))).map(
      (a) => a.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Deposit sent/),
        expect.stringMatching(/^Deposit completed/),
      ]),
    );
  });

  it('charges a completed deposit once, from the balance read under the row lock, when completions and a spend race', async () => {
    const d = await depositor();
    const { trade } = await d.list();
    market.buyDeposit(trade.id);
    expect((await d.run()).sent).toHaveLength(1);
    market.acceptSteamOffer(trade.id);
    const due = creditsForTrade({ action: 'deposit', itemValue: trade.totalValue, mode: 'auto_deposit_bot' });
    const spent = Math.floor(due * 50) / 100;
    await db
      .update(users)
      .set({ credits: due.toFixed(2) })
      .where(eq(users.id, d.owner.id));

    // The owner spends credits in a transaction that holds their row while two sweeps complete the
    // deposit: the charge must wait for the spend and take what it left, not the balance before it.
    let release!: () => void;
    let spending!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => (spending = resolve));
    const spend = db.transaction(async (tx) => {
      await changeCredits(tx, { userId: d.owner.id, amount: -spent, reason: 'admin_removal' });
      spending();
      await held;
    });
    await started;
    const completions = Promise.all([d.run(), d.run()]);
    await waitForLockWaiters(1);
    release();
    await spend;
    const outcomes = await completions;

    const left = Math.round((due - spent) * 100) / 100;
    expect(outcomes.flatMap((o) => o.completed)).toEqual([{ tradeId: trade.id, credits: left }]);
    expect(await creditsOf(d.owner.id)).toBe(0);
    const [row] = await depositRows(d.account.steamId);
    const charges = await db.select().from(creditLedger).where(eq(creditLedger.userId, d.owner.id));
    expect(
      charges.filter((c) => c.reason === 'bot_usage').map((c) => [Number(c.amount), c.reference]),
    ).toEqual([[-left, row!.id]]);
    expect(row).toMatchObject({ status: 'completed', creditsUsed: left.toFixed(2) });
  });

  it('sends nothing for an item that left the Steam inventory, says why, and never retries it', async () => {
    const d = await depositor();
    const { trade } = await d.list(false);
    market.buyDeposit(trade.id);
    const outcome = await d.run();
    expect(outcome.sent).toEqual([]);
    expect(outcome.skipped).toEqual([
      { tradeId: trade.id, reason: 'the item is no longer in the Steam inventory or cannot be traded' },
    ]);
    expect(d.sentItems).toEqual([]);
    expect((await d.run()).skipped).toEqual([]);
    const [row] = await depositRows(d.account.steamId);
    expect(row).toMatchObject({ status: 'failed', creditsUsed: '0.00' });
    const [entry] = await db.select().from(activities).where(eq(activities.userId, d.owner.id));
    expect((entry!.details as { description: string }).description).toBe(
      'Nothing was sent because the item is no longer in the Steam inventory or cannot be traded.',
    );
  });

  it("sends nothing to a buyer whose trade URL is not Steam's", async () => {
    const d = await depositor();
    const { trade } = await d.list();
    const buyer = market.accounts.botUser('buyer');
    const url = buyer.steamTradeUrl;
    buyer.steamTradeUrl = 'https://steamcommunity.evil.example/tradeoffer/new/?partner=1&token=x';
    try {
      market.buyDeposit(trade.id);
      const outcome = await d.run();
      expect(outcome.skipped).toEqual([
        { tradeId: trade.id, reason: "the buyer's trade URL is not a valid Steam trade URL" },
      ]);
      expect(d.sentItems).toEqual([]);
    } finally {
      buyer.steamTradeUrl = url;
    }
  });

  it('closes a deposit CSGORoll ended without charging', async () => {
    const d = await depositor();
    const { trade } = await d.list();
    market.buyDeposit(trade.id);
    await d.run();
    const sandboxTrade = market.trades.get(trade.id)!;
    sandboxTrade.status = 'CANCELLED';
    const before = await creditsOf(d.owner.id);
    expect((await d.run()).cancelled).toEqual([trade.id]);
    expect(await creditsOf(d.owner.id)).toBe(before);
  });

  it('processes but sends nothing while the Steam client is not running', async () => {
    const d = await depositor();
    const { trade } = await d.list();
    market.buyDeposit(trade.id);
    const outcome = await d.run(null);
    expect(outcome).toMatchObject({ processed: [trade.id], sent: [], skipped: [] });
    expect(await depositRows(d.account.steamId)).toEqual([]);
  });
});

describe('the worker sweep', () => {
  it('processes joined deposits of accounts with auto_confirm_deposits or auto_accept_enabled on, not others', async () => {
    const worker = workerSteamContext(
      { db, vault: createAccountVault(testSecrets), connectors: sandbox, now },
      proxyProbe({ ipCheckUrl: 'http://127.0.0.1:9/', timeoutMs: 500 }),
    );
    const on = await depositor();
    const acceptOnly = await depositor();
    const off = await depositor();
    await writeSettings(
      db,
      on.account.id,
      { csgoroll: { ...DEFAULT_CSGOROLL_SETTINGS, auto_confirm_deposits: true } },
      now(),
    );
    await writeSettings(
      db,
      acceptOnly.account.id,
      { csgoroll: { ...DEFAULT_CSGOROLL_SETTINGS, auto_accept_enabled: true } },
      now(),
    );
    await writeSettings(
      db,
      off.account.id,
      { csgoroll: { ...DEFAULT_CSGOROLL_SETTINGS, auto_confirm_deposits: false } },
      now(),
    );
    const listedOn = await on.list();
    const listedOff = await off.list();
    const listedAccept = await acceptOnly.list();
    market.buyDeposit(listedAccept.trade.id);
    market.buyDeposit(listedOn.trade.id);
    market.buyDeposit(listedOff.trade.id);
    const failures: unknown[] = [];
    const outcomes = await runDepositConfirmations(worker, 'https://skinpilot.test', (_id, e) =>
      failures.push(e),
    );
    expect(failures).toEqual([]);
    // The CSGORoll-only account has no Steam client: processed, nothing sent.
    expect(outcomes.get(on.account.id)).toMatchObject({ processed: [listedOn.trade.id], sent: [] });
    expect(outcomes.get(acceptOnly.account.id)).toMatchObject({
      processed: [listedAccept.trade.id],
      sent: [],
    });
    expect(outcomes.has(off.account.id)).toBe(false);
    expect(market.trades.get(listedOff.trade.id)!.status).toBe('JOINED');
  });
});

describe("CSGORoll's Steam token (auto_update_loyalty_token_csgoroll)", () => {
  it('sends the Steam web API token when CSGORoll has none, then leaves a fresh one alone', async () => {
    const d = await depositor();
    const time = manualClock();
    const token = () => d.steamClient.webApiToken();
    expect((await d.client.currentUser()).steamAccessTokenExpiresAt).toBeNull();
    expect(await keepSteamTokenFresh(db, d.account, d.client, token, time.clock)).toBe('updated');
    expect((await d.client.currentUser()).steamAccessTokenExpiresAt).not.toBeNull();
    expect(await keepSteamTokenFresh(db, d.account, d.client, token, time.clock)).toBe('not_due');
    time.advance(10 * 60_000);
    expect(await keepSteamTokenFresh(db, d.account, d.client, token, time.clock)).toBe('fresh');
    const titles = (await db.select().from(activities).where(eq(activities.userId, d.owner.id))).map(
      (a) => a.title,
    );
    expect(titles).toEqual(['Steam token sent to CSGORoll']);
  });
});
