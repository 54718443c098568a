import { depositPrice } from '@skinpilot/engine';
import { createConnectors, type CsgorollClient, type CsgorollInventoryItem } from '@skinpilot/connectors';
import { COIN_TO_DOLLAR, DEFAULT_CSGOROLL_SETTINGS, type CsgorollSettings } from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/accounts';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, sandboxRollCookie, trader } from '../../../test/trading';
import { activities } from '../activity/activity.schema';
import { centsToCoins } from '../prices/reference-book';
import { storePrices } from '../prices/reference-prices.repository';
import { createAccountVault } from '../trading-accounts/account-vault';
import { writeSettings } from '../trading-accounts/settings.repository';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { runDueAutoDeposits } from './auto-deposit';

// The real connectors against the sandbox market. `ghost` cookies' inventories also show an item
// that is no longer on the market (it vanished between the read and the listing).
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 5,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
});
afterAll(() => sandbox.close());
const connectors = {
  ...sandbox,
  csgoroll: (...args: Parameters<typeof sandbox.csgoroll>): CsgorollClient => {
    const client = sandbox.csgoroll(...args);
    const credentials = args[0];
    const ghost = credentials.method === 'cookie' && credentials.cookie.includes('ghost');
    return {
      ...client,
      async fullInventory() {
        const items = await client.fullInventory();
        if (!ghost || items.length === 0) return items;
        const vanished: CsgorollInventoryItem = {
          ...items[0]!,
          assetId: '1',
          steamExternalAssetId: 'SteamExternalAsset:vanished',
          tradable: true,
          itemVariant: { ...items[0]!.itemVariant, value: 99_999 },
          maxMarkupPercent: 12,
        };
        return [vanished, ...items];
      },
    };
  },
};
const { app, database } = await createTestApp({}, { connectors });
const db = database.db;
const time = manualClock();
const ctx = { db, vault: createAccountVault(testSecrets), connectors, now: time.clock };

async function rollAccount(settings: Partial<CsgorollSettings>, cookiePrefix = 'deposit') {
  const owner = await trader(app, db, 'depositor');
  const cookie = sandboxRollCookie(`${cookiePrefix}-session`);
  const res = await addRoll(app, owner.token, { auth_method: 'cookie', cookie });
  expect(res.statusCode, res.body).toBe(201);
  const [account] = await db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.steamId, res.json().account.steam_id));
  await writeSettings(
    db,
    account!.id,
    { csgoroll: { ...DEFAULT_CSGOROLL_SETTINGS, ...settings } },
    time.clock(),
  );
  const client = sandbox.csgoroll({ method: 'cookie', cookie });
  afterAll(() => client.close());
  // Connecting the account writes its own `account` activities; these tests read what follows.
  await db.delete(activities).where(eq(activities.userId, owner.id));
  return { owner, account: account!, client };
}

const listedOf = async (client: CsgorollClient, userId: string) =>
  (await client.trades({ status: 'LISTED', userId, first: 250 })).items;

const sweep = async () => {
  const failures: unknown[] = [];
  const outcomes = await runDueAutoDeposits(ctx, (_id, error) => failures.push(error));
  expect(failures).toEqual([]);
  return outcomes;
};

describe('an auto-deposit run on the sandbox market', () => {
  it('lists the most valuable tradable items within the bounds, at the strategy price, at most N', async () => {
    const t = await rollAccount({
      auto_deposit_enabled: true,
      auto_deposit_min_value: 5,
      auto_deposit_max_value: 5000,
      auto_deposit_max_items_per_run: 3,
      auto_deposit_markup_strategy: 'fixed',
      auto_deposit_fixed_markup: 10,
    });
    const inventory = await t.client.fullInventory();
    const expected = inventory
      .filter((i) => i.tradable && i.itemVariant.value >= 5 && i.itemVariant.value <= 5000)
      .sort((a, b) => b.itemVariant.value - a.itemVariant.value)
      .slice(0, 3);
    expect(expected.length).toBeGreaterThan(0);

    const outcome = (await sweep()).get(t.account.id)!;
    const listed = await listedOf(t.client, t.account.csgorollUserId!);
    const byAsset = new Map(inventory.map((i) => [i.steamExternalAssetId, i]));
    const onMarket = listed.map((trade) => {
      const item = byAsset.get(trade.tradeItems[0]!.steamExternalAssetId!)!;
      return { assetId: item.assetId, value: trade.totalValue };
    });
    const markupOf = (i: CsgorollInventoryItem) => Math.min(10, i.maxMarkupPercent);
    expect(onMarket.sort((a, b) => b.value - a.value)).toEqual(
      expected.map((i) => ({ assetId: i.assetId, value: depositPrice(i.itemVariant.value, markupOf(i)) })),
    );
    expect(outcome.listed).toHaveLength(expected.length);

    const [entry] = await db.select().from(activities).where(eq(activities.userId, t.owner.id));
    expect(entry).toMatchObject({ type: 'trade', title: 'Auto-deposit run' });
    expect(entry!.details).toMatchObject({
      trade: { action: 'deposit_listed', auto_action: 'auto_deposit' },
    });
  });

  it('waits for the interval, then relists unsold listings one point lower and lists nothing twice', async () => {
    const t = await rollAccount({
      auto_deposit_enabled: true,
      auto_deposit_interval_hours: 6,
      auto_deposit_max_items_per_run: 2,
      auto_deposit_min_value: 1,
    });
    const first = (await sweep()).get(t.account.id)!;
    expect(first.listed).toHaveLength(2);

    time.advance(60 * 60_000);
    expect((await sweep()).has(t.account.id)).toBe(false); // an hour later: not due

    time.advance(5 * 60 * 60_000);
    const second = (await sweep()).get(t.account.id)!;
    // Both are still unsold (sandbox buyers take seconds; the run took milliseconds): one point lower.
    expect(second.relisted.map((r) => [r.assetId, r.markupPercent]).sort()).toEqual(
      first.listed.map((l) => [l.assetId, Math.round((l.markupPercent - 1) * 100) / 100]).sort(),
    );
    const firstAssets = new Set(first.listed.map((l) => l.assetId));
    expect(second.listed.filter((l) => firstAssets.has(l.assetId))).toEqual([]);
    const listed = await listedOf(t.client, t.account.csgorollUserId!);
    const assets = listed.map((l) => l.tradeItems[0]!.steamExternalAssetId);
    expect(new Set(assets).size).toBe(assets.length);
  });

  it('skips an item that vanished from the inventory and says why, listing the rest', async () => {
    const t = await rollAccount(
      { auto_deposit_enabled: true, auto_deposit_max_items_per_run: 2, auto_deposit_max_value: null },
      'ghost',
    );
    const outcome = (await sweep()).get(t.account.id)!;
    expect(outcome.refused.map((r) => r.assetId)).toEqual(['1']);
    expect(outcome.listed).toHaveLength(1);
    const [entry] = await db.select().from(activities).where(eq(activities.userId, t.owner.id));
    expect((entry!.details as { description: string }).description).toContain('skipped 1: 1 (');
  });

  it('never lists below the reference with the reference floor on, and skips what cannot reach it', async () => {
    const t = await rollAccount({
      auto_deposit_enabled: true,
      auto_deposit_min_value: 1,
      auto_deposit_max_value: null,
      auto_deposit_max_items_per_run: 2,
      auto_deposit_markup_strategy: 'fixed',
      auto_deposit_fixed_markup: 1,
      auto_deposit_reference_floor: true,
    });
    const [dear, ...rest] = (await t.client.fullInventory())
      .filter((i) => i.tradable && i.maxMarkupPercent >= 5)
      .sort((a, b) => b.itemVariant.value - a.itemVariant.value);
    // References are per market name: the cheap one must not be another copy of the dear one (the
    // sandbox inventory often holds two), or its reference would be the dear one's as well.
    const cheap = rest.find((i) => i.itemVariant.externalId !== dear!.itemVariant.externalId);
    expect(cheap).toBeDefined();
    // The first reaches its reference 4 % over its value; the second's is twice its value.
    const usdCents = (coins: number) => Math.round(coins * COIN_TO_DOLLAR * 100);
    const reference = new Map([
      [dear!.itemVariant.externalId, usdCents(dear!.itemVariant.value * 1.04)],
      [cheap!.itemVariant.externalId, usdCents(cheap!.itemVariant.value * 2)],
    ]);
    await storePrices(
      db,
      'sandbox',
      [...reference].map(([marketHashName, cents]) => ({
        marketHashName,
        phase: '',
        usdCents: cents,
        liquidity: null,
      })),
      time.clock(),
    );
    const outcome = (await sweep()).get(t.account.id)!;
    const listedDear = outcome.listed.find((l) => l.assetId === dear!.assetId);
    expect(listedDear).toBeDefined();
    expect(listedDear!.value).toBeGreaterThanOrEqual(
      centsToCoins(reference.get(dear!.itemVariant.externalId)!),
    );
    expect(listedDear!.markupPercent).toBeGreaterThan(1);
    expect(outcome.listed.some((l) => l.assetId === cheap!.assetId)).toBe(false);
    expect(outcome.skipped).toContainEqual({ assetId: cheap!.assetId, reason: 'below_reference' });
  });

  it('does nothing for an account with auto-deposit off', async () => {
    const t = await rollAccount({ auto_deposit_enabled: false });
    expect((await sweep()).has(t.account.id)).toBe(false);
    expect(await listedOf(t.client, t.account.csgorollUserId!)).toEqual([]);
  });
});
