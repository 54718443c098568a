import { createConnectors, PlatformUnavailableError, type SteamClient } from '@skinpilot/connectors';
import { DEFAULT_STEAM_SETTINGS, type SteamSettings } from '@skinpilot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/accounts';
import { startIpEcho } from '../../../test/local-proxies';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addSteam, steamPayload, trader } from '../../../test/trading';
import { proxyProbe } from '../../integrations/proxy/proxy-probe';
import { activities } from '../activity/activity.schema';
import { updateSystemSettings } from '../system-config/system-settings';
import { notificationOutbox } from '../notifications/notification-outbox.schema';
import { createAccountVault } from '../trading-accounts/account-vault';
import { writeSettings } from '../trading-accounts/settings.repository';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { runSteamAutomation } from './steam-automation';
import { workerSteamContext } from './steam-tools-setup';

// The real connectors against the sandbox Steam; accounts in `steamDown` cannot read their offers.
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 21,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
});
afterAll(() => sandbox.close());
const world = sandbox.sandbox.steam!;
const steamDown = new Set<string>();
/** Extra GetTradeStatus entries a username's Steam answers with (bad input: odd statuses, foreign trades). */
const extraStatuses = new Map<
  string,
  { tradeId: string; status: number; rollbackTradeId: string | null }[]
>();
const connectors = {
  ...sandbox,
  steam: (...args: Parameters<typeof sandbox.steam>): SteamClient => {
    const client = sandbox.steam(...args);
    return {
      ...client,
      async tradeOffers() {
        if (steamDown.has(args[0].username))
          throw new PlatformUnavailableError('Steam trade offers: timeout');
        return client.tradeOffers();
      },
      async tradeStatus(tradeId: string) {
        const own = await client.tradeStatus(tradeId);
        return [...own, ...(extraStatuses.get(args[0].username) ?? [])];
      },
    };
  },
};
const { app, database } = await createTestApp({}, { connectors });
const db = database.db;
const time = manualClock();
// The worker's own context, as main.ts builds it: its clients resume from the stored refresh tokens.
const worker = workerSteamContext(
  { db, vault: createAccountVault(testSecrets), connectors, now: time.clock },
  proxyProbe({ ipCheckUrl: await startIpEcho(), timeoutMs: 2000 }),
);
afterAll(() => worker.sessions.closeAll());
await updateSystemSettings(db, { discord_channels: { trading_logs: '555555555555555555' } });

let counter = 0;
async function steamAccount(settings: Partial<SteamSettings>) {
  const owner = await trader(app, db, 'premium');
  const username = `auto_${Date.now().toString(36)}_${(counter += 1)}`;
  const payload = steamPayload(username);
  const res = await addSteam(app, owner.token, payload);
  expect(res.statusCode, res.body).toBe(201);
  const [account] = await db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.steamId, payload.steam_id));
  await writeSettings(db, account!.id, { steam: { ...DEFAULT_STEAM_SETTINGS, ...settings } }, time.clock());
  // Connecting the account writes its own `account` activities; these tests read what follows.
  await db.delete(activities).where(eq(activities.userId, owner.id));
  return { owner, username, account: account! };
}

const sweep = async () => {
  const failures: string[] = [];
  const outcomes = await runSteamAutomation(worker, (id) => failures.push(id));
  return { outcomes, failures };
};
const activitiesOf = (userId: string) =>
  db.select().from(activities).where(eq(activities.userId, userId)).orderBy(activities.createdAt);

describe('auto-accept incoming offers', () => {
  it('accepts an incoming gift, leaves an offer that asks for our items, and says so in the feed', async () => {
    const t = await steamAccount({ auto_accept_incoming_trades: true });
    const gift = world.receiveOffer(t.username, 'gift');
    const swap = world.receiveOffer(t.username, 'swap');
    expect(swap.itemsToGive.length).toBeGreaterThan(0);

    const { outcomes } = await sweep();
    expect(outcomes.get(t.account.id)?.accepted).toEqual([gift.id]);
    expect(gift.state).toBe(3);
    expect(swap.state).toBe(2);
    const feed = await activitiesOf(t.owner.id);
    expect(feed.map((a) => [a.type, a.title])).toEqual([['steam', 'Accepted an incoming gift']]);
    expect(feed[0]!.details).toMatchObject({
      steam: {
        action: 'accepted',
        trade_offer_id: gift.id,
        partner_id: gift.partnerSteamId,
        auto_action: 'auto_accept',
      },
    });
    const [posted] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.event, 'trading.offer_accepted'));
    expect(posted?.message.content).toContain(gift.id);

    // Not due again before monitor_interval: the next sweep within 30 s reads nothing.
    const again = world.receiveOffer(t.username, 'gift');
    time.advance(10_000);
    expect((await sweep()).outcomes.get(t.account.id)?.skipped).toBe(true);
    time.advance(20_000);
    expect((await sweep()).outcomes.get(t.account.id)?.accepted).toEqual([again.id]);
  });

  it('accepts nothing when the setting is off', async () => {
    const t = await steamAccount({ auto_accept_incoming_trades: false });
    const gift = world.receiveOffer(t.username, 'gift');
    time.advance(60_000);
    await sweep();
    expect(gift.state).toBe(2);
    expect(await activitiesOf(t.owner.id)).toEqual([]);
  });
});

describe('auto-cancel sent offers', () => {
  it('cancels our offer still active after the timeout, not a younger one', async () => {
    const t = await steamAccount({ auto_cancel_sent_offers: true, auto_cancel_timeout_minutes: 60 });
    time.advance(60_000);
    const items = world.account(t.username).inventory.filter((i) => i.tradable);
    const old = world.sendOffer(t.username, [items[0]!.assetId], 'old');
    world.change(world.account(t.username), old, 2);
    old.createdAt = new Date(time.clock().getTime() - 61 * 60_000).toISOString();
    const young = world.sendOffer(t.username, [items[1]!.assetId], 'young');
    world.change(world.account(t.username), young, 2);
    young.createdAt = new Date(time.clock().getTime() - 59 * 60_000).toISOString();

    const { outcomes } = await sweep();
    expect(outcomes.get(t.account.id)?.cancelled).toEqual([old.id]);
    expect(old.state).toBe(6);
    expect(young.state).toBe(2);
    const [entry] = await activitiesOf(t.owner.id);
    expect(entry).toMatchObject({ type: 'steam', title: 'Cancelled a sent offer' });
    expect(entry!.details).toMatchObject({
      steam: { action: 'cancelled', trade_offer_id: old.id, age_minutes: 61, auto_action: 'auto_cancel' },
    });
  });
});

describe('trade reversals', () => {
  it('notices once that a completed trade was rolled back, at the reversal interval', async () => {
    const t = await steamAccount({ auto_accept_incoming_trades: true, reversal_check_interval_hours: 6 });
    const gift = world.receiveOffer(t.username, 'gift');
    time.advance(60_000);
    await sweep();
    expect(gift.state).toBe(3);

    // Steam rolls the trade back: the offer is no longer reported accepted.
    world.change(world.account(t.username), gift, 8);
    time.advance(60 * 60_000);
    expect((await sweep()).outcomes.get(t.account.id)?.reversed).toEqual([]); // an hour: not due yet
    time.advance(5 * 3_600_000);
    expect((await sweep()).outcomes.get(t.account.id)?.reversed).toEqual([gift.id]);
    time.advance(6 * 3_600_000);
    expect((await sweep()).outcomes.get(t.account.id)?.reversed).toEqual([]);

    const reversals = (await activitiesOf(t.owner.id)).filter((a) => a.title === 'Trade reversed');
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({ type: 'trade' });
    expect(reversals[0]!.details).toMatchObject({ trade: { action: 'reversed', offer_id: gift.id } });
  });
});

describe('trade protection rollbacks (trade status 12)', () => {
  it('tells a rollback Steam reports only in the trade status once, as one activity and one notification', async () => {
    const t = await steamAccount({ auto_accept_incoming_trades: true, reversal_check_interval_hours: 1 });
    const gift = world.receiveOffer(t.username, 'gift');
    time.advance(60_000);
    await sweep();
    expect(gift.state).toBe(3);
    expect(world.rollBack(t.username, gift.tradeId!)).toBe(true);
    expect(gift.state).toBe(3); // the offer still reads accepted

    time.advance(3_600_000);
    expect((await sweep()).outcomes.get(t.account.id)?.reversed).toEqual([gift.id]);
    time.advance(3_600_000);
    expect((await sweep()).outcomes.get(t.account.id)?.reversed).toEqual([]);

    const reversals = (await activitiesOf(t.owner.id)).filter((a) => a.title === 'Trade reversed');
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.details).toMatchObject({
      trade: { action: 'reversed', offer_id: gift.id, trade_id: gift.tradeId, trade_status: 12 },
    });
    expect(JSON.stringify(reversals[0]!.details)).toContain("by Steam's trade protection");
    const posted = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.event, 'trading.reversal'));
    expect(posted.filter((p) => p.message.content?.includes(gift.id))).toHaveLength(1);
  });

  it('skips an unknown status and a rollback of a trade we never recorded, with a reason, and tells nothing', async () => {
    const t = await steamAccount({ auto_accept_incoming_trades: true, reversal_check_interval_hours: 1 });
    const gift = world.receiveOffer(t.username, 'gift');
    time.advance(60_000);
    await sweep();
    extraStatuses.set(t.username, [
      { tradeId: '999000111', status: 12, rollbackTradeId: '999000112' },
      { tradeId: gift.tradeId!, status: 42, rollbackTradeId: null },
    ]);
    time.advance(3_600_000);
    const outcome = (await sweep()).outcomes.get(t.account.id);
    extraStatuses.delete(t.username);
    expect(outcome?.reversed).toEqual([]);
    expect(outcome?.skippedTrades).toEqual([
      { tradeId: '999000111', reason: 'rollback of a trade we never recorded' },
      { tradeId: gift.tradeId, reason: 'unknown trade status 42' },
    ]);
    const feed = await activitiesOf(t.owner.id);
    expect(feed.filter((a) => a.title === 'Trade reversed')).toEqual([]);
  });
});

describe('failures', () => {
  it('reports an account whose Steam cannot be reached and goes on with the others', async () => {
    const down = await steamAccount({ auto_accept_incoming_trades: true });
    const up = await steamAccount({ auto_accept_incoming_trades: true });
    steamDown.add(down.username);
    const gift = world.receiveOffer(up.username, 'gift');
    time.advance(60_000);
    const { outcomes, failures } = await sweep();
    expect(failures).toContain(down.account.id);
    expect(outcomes.get(up.account.id)?.accepted).toEqual([gift.id]);
    steamDown.delete(down.username);
  });

  it('skips accounts whose Steam client the user stopped', async () => {
    const t = await steamAccount({ auto_accept_incoming_trades: true });
    await db
      .update(tradingAccounts)
      .set({ steamSessionValid: false })
      .where(and(eq(tradingAccounts.id, t.account.id)));
    const gift = world.receiveOffer(t.username, 'gift');
    time.advance(60_000);
    const { outcomes } = await sweep();
    expect(outcomes.has(t.account.id)).toBe(false);
    expect(gift.state).toBe(2);
  });
});

describe('trade notifications', () => {
  /** Two sent offers and one received, all active, seen once by the monitor. */
  async function watchedOffers(tradeNotifications: boolean) {
    const t = await steamAccount({ auto_monitor_trades: true, trade_notifications: tradeNotifications });
    const steam = world.account(t.username);
    const items = steam.inventory.filter((i) => i.tradable);
    const accepted = world.sendOffer(t.username, [items[0]!.assetId], 'one');
    const declined = world.sendOffer(t.username, [items[1]!.assetId], 'two');
    for (const offer of [accepted, declined]) world.change(steam, offer, 2);
    const received = world.receiveOffer(t.username, 'swap');
    time.advance(60_000);
    expect((await sweep()).outcomes.get(t.account.id)?.changed).toEqual([]);
    return { t, steam, accepted, declined, received };
  }

  it('writes one activity per ordinary offer change it observes, and none again', async () => {
    const { t, steam, accepted, declined, received } = await watchedOffers(true);
    world.change(steam, accepted, 3);
    world.change(steam, declined, 7);
    world.change(steam, received, 6);
    time.advance(60_000);
    expect((await sweep()).outcomes.get(t.account.id)?.changed).toEqual([
      accepted.id,
      declined.id,
      received.id,
    ]);
    time.advance(60_000);
    expect((await sweep()).outcomes.get(t.account.id)?.changed).toEqual([]);

    const feed = await activitiesOf(t.owner.id);
    expect(feed.map((a) => [a.type, (a.details as { steam: { action: string } }).steam.action])).toEqual([
      ['steam', 'offer_accepted'],
      ['steam', 'offer_declined'],
      ['steam', 'offer_cancelled'],
    ]);
    expect(feed[0]!.title).toContain(`Partner accepted offer ${accepted.id}`);
    expect(feed[2]!.details).toMatchObject({
      steam: { trade_offer_id: received.id, partner_id: received.partnerSteamId },
    });
  });

  it('writes nothing when trade_notifications is off', async () => {
    const { t, steam, accepted } = await watchedOffers(false);
    world.change(steam, accepted, 3);
    time.advance(60_000);
    expect((await sweep()).outcomes.get(t.account.id)?.changed).toEqual([]);
    expect(await activitiesOf(t.owner.id)).toEqual([]);
  });
});
