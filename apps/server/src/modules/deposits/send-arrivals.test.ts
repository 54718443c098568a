import { depositPrice } from '@skinpilot/engine';
import { createConnectors, type CsgorollClient, type SteamTradeOffer } from '@skinpilot/connectors';
import {
  DEFAULT_CSGOROLL_SETTINGS,
  DEFAULT_STEAM_SETTINGS,
  type CsgorollSettings,
  type SteamSettings,
} from '@skinpilot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startIpEcho } from '../../../test/local-proxies';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, addSteam, sandboxRollCookie, steamPayload, trader } from '../../../test/trading';
import { proxyProbe } from '../../integrations/proxy/proxy-probe';
import { activities } from '../activity/activity.schema';
import { runSteamAutomation } from '../steam-tools/steam-automation';
import { workerSteamContext } from '../steam-tools/steam-tools-setup';
import { createAccountVault } from '../trading-accounts/account-vault';
import { writeSettings } from '../trading-accounts/settings.repository';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { sendArrivalsToCsgoroll } from './send-arrivals';

// The sandbox market and sandbox Steam do not share items: the CSGORoll inventory stands for what
// CSGORoll reads of the account's Steam inventory, so an arriving Steam item is given the market
// hash name of a CSGORoll inventory item.
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 23,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
});
afterAll(() => sandbox.close());
const world = sandbox.sandbox.steam!;
const { app, database } = await createTestApp({}, { connectors: sandbox });
const db = database.db;
const worker = workerSteamContext(
  { db, vault: createAccountVault(testSecrets), connectors: sandbox, now: () => new Date() },
  proxyProbe({ ipCheckUrl: await startIpEcho(), timeoutMs: 2000 }),
);
afterAll(() => worker.sessions.closeAll());

const depositSettings: Partial<CsgorollSettings> = {
  auto_deposit_min_value: 0.1,
  auto_deposit_max_value: null as unknown as number,
  auto_deposit_markup_strategy: 'fixed',
  auto_deposit_fixed_markup: 8,
};

let counter = 0;
/** A depositor with one account on both platforms, its Steam client running. */
async function account(steam: Partial<SteamSettings>, csgoroll: Partial<CsgorollSettings> = {}) {
  const owner = await trader(app, db, 'depositor');
  const cookie = sandboxRollCookie('arrivals');
  const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie });
  expect(roll.statusCode, roll.body).toBe(201);
  const steamId: string = roll.json().account.steam_id;
  const username = `arrivals_${Date.now().toString(36)}_${(counter += 1)}`;
  const added = await addSteam(app, owner.token, steamPayload(username, { steam_id: steamId }));
  expect(added.statusCode, added.body).toBe(201);
  const [row] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, steamId));
  await writeSettings(
    db,
    row!.id,
    {
      steam: { ...DEFAULT_STEAM_SETTINGS, ...steam },
      csgoroll: { ...DEFAULT_CSGOROLL_SETTINGS, ...depositSettings, ...csgoroll },
    },
    new Date(),
  );
  const client = sandbox.csgoroll({ method: 'cookie', cookie });
  afterAll(() => client.close());
  return { owner, username, account: row!, client };
}

/** The Steam offer now brings the named items (what CSGORoll will show in the inventory). */
function bringing(offer: SteamTradeOffer, names: string[]) {
  const template = offer.itemsToReceive[0]!;
  offer.itemsToReceive = names.map((name, i) => ({
    ...template,
    assetId: `${template.assetId}${i}`,
    marketName: name,
    marketHashName: name,
  }));
  return offer;
}

async function sweepAndSend() {
  const failures: unknown[] = [];
  const outcomes = await runSteamAutomation(worker, (_id, error) => failures.push(error));
  const sent = await sendArrivalsToCsgoroll(worker, outcomes, (_id, error) => failures.push(error));
  expect(failures).toEqual([]);
  return { outcomes, sent };
}

const listedOf = async (client: CsgorollClient, userId: string) =>
  (await client.trades({ status: 'LISTED', userId, first: 250 })).items;

const sendActivities = (userId: string) =>
  db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.title, 'Sent arrived items to CSGORoll')));

describe('auto_send_deposits_to_csgoroll', () => {
  it('lists an accepted gift’s item on CSGORoll at once, at the auto-deposit price, and says what it could not list', async () => {
    const t = await account({ auto_accept_incoming_trades: true, auto_send_deposits_to_csgoroll: true });
    const item = (await t.client.fullInventory()).find((i) => i.tradable && i.itemVariant.value >= 1)!;
    const gift = bringing(world.receiveOffer(t.username, 'gift'), [
      item.itemVariant.externalId,
      'Sticker | Nobody Has This (Holo)',
    ]);

    const { outcomes, sent } = await sweepAndSend();
    expect(outcomes.get(t.account.id)?.accepted).toEqual([gift.id]);
    const result = sent.get(t.account.id)!;
    const markup = Math.min(8, item.maxMarkupPercent);
    expect(result.listed).toEqual([
      expect.objectContaining({ assetId: item.assetId, value: depositPrice(item.itemVariant.value, markup) }),
    ]);
    expect(result.refused).toEqual([
      { assetId: 'Sticker | Nobody Has This (Holo)', reason: expect.stringContaining('not in the CSGORoll') },
    ]);
    const listed = await listedOf(t.client, t.account.csgorollUserId!);
    expect(listed.map((trade) => trade.totalValue)).toEqual([depositPrice(item.itemVariant.value, markup)]);

    const [entry] = await sendActivities(t.owner.id);
    expect(entry).toMatchObject({ type: 'trade', steamId: t.account.steamId });
    expect(entry!.details).toMatchObject({
      trade: { action: 'deposit_listed', auto_action: 'auto_send_deposits', trade_offer_id: gift.id },
    });

    // The next sweep finds nothing new: nothing is listed twice.
    const again = await sweepAndSend();
    expect(again.sent.size).toBe(0);
    expect(await listedOf(t.client, t.account.csgorollUserId!)).toHaveLength(1);
  });

  it('lists the items of an offer first seen accepted (a withdrawal the runtime accepted), within the value bounds', async () => {
    const t = await account(
      { auto_send_deposits_to_csgoroll: true },
      { auto_deposit_min_value: 1, auto_deposit_max_value: 50_000 },
    );
    const inventory = (await t.client.fullInventory()).filter((i) => i.tradable);
    const worth = inventory.find((i) => i.itemVariant.value >= 1 && i.itemVariant.value <= 50_000)!;
    const cheap = inventory.find((i) => i.itemVariant.value < 1);
    const names = [worth, ...(cheap ? [cheap] : [])].map((i) => i.itemVariant.externalId);
    const offer = bringing(world.receiveOffer(t.username, 'gift'), names);
    world.change(world.account(t.username), offer, 3);

    const { sent } = await sweepAndSend();
    const result = sent.get(t.account.id)!;
    expect(result.listed.map((l) => l.assetId)).toEqual([worth.assetId]);
    if (cheap) expect(result.skipped).toEqual([{ assetId: cheap.assetId, reason: 'below_min_value' }]);
  });

  it('does nothing with the setting off', async () => {
    const t = await account({ auto_accept_incoming_trades: true, auto_send_deposits_to_csgoroll: false });
    const item = (await t.client.fullInventory()).find((i) => i.tradable)!;
    bringing(world.receiveOffer(t.username, 'gift'), [item.itemVariant.externalId]);
    const { outcomes, sent } = await sweepAndSend();
    expect(outcomes.get(t.account.id)?.accepted).toHaveLength(1);
    expect(outcomes.get(t.account.id)?.arrived).toEqual([]);
    expect(sent.has(t.account.id)).toBe(false);
    expect(await listedOf(t.client, t.account.csgorollUserId!)).toEqual([]);
  });
});
