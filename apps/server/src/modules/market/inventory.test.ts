import type {
  CsgorollClient,
  CsgorollInventoryItem,
  CsgorollTrade,
  SteamClient,
  SteamInventoryItem,
} from '@skinpilot/connectors';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, manualClock } from '../../../test/accounts';
import { fakeSteamSessionOf } from '../../../test/fake-connectors';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import type { AccountConnectors } from '../trading-accounts/trading-context';
import { tradingAccounts } from '../trading-accounts/trading-accounts.schema';
import { sandboxFeed } from '../../integrations/reference-prices/sandbox-feed';
import { refreshReferencePrices } from '../prices/refresh-reference-prices';
import { recordWealthPoints } from './wealth';

const ROLL_ONLY = '76561198000000301';
const BOTH = '76561198000000302';
const BROKEN = '76561198000000303';
const THEIRS = '76561198000000304';

const variant = (name: string, value: number, externalId = `AK-47 | ${name} (Field-Tested)`) => ({
  id: `ItemVariant:${name}`,
  name,
  brand: 'AK-47',
  color: 'Field-Tested',
  rarity: 'classified',
  iconUrl: '-icon',
  value,
  externalId,
});
const rollItem = (asset: string, value: number, extra: Partial<CsgorollInventoryItem> = {}) =>
  ({
    id: `i-${asset}`,
    steamExternalAssetId: asset,
    tradable: true,
    paintWear: 0.2,
    stickers: [
      {
        itemVariantId: null,
        name: 'Crown (Foil)',
        brand: 'Sticker',
        imageUrl: 'https://s/c.png',
        value: 40,
        wear: 0,
      },
    ],
    itemVariant: variant(`Skin ${asset}`, value),
    maxMarkupPercent: 15,
    ...extra,
  }) as CsgorollInventoryItem;
const trade = (
  id: string,
  status: string,
  side: 'depositor' | 'withdrawer',
  steamId: string,
  value: number,
) =>
  ({
    id,
    status,
    totalValue: value,
    markupPercent: 4,
    depositor: side === 'depositor' ? { id: `roll-${steamId}`, steamId, displayName: 'me' } : null,
    withdrawer: side === 'withdrawer' ? { id: `roll-${steamId}`, steamId, displayName: 'me' } : null,
    tradeItems: [
      {
        id: `ti-${id}`,
        marketName: 'AK-47 | Listed (Field-Tested)',
        value,
        markupPercent: 4,
        steamExternalAssetId: id === 'listing' ? 'a1' : `asset-${id}`,
        stickers: [],
        itemVariant: variant(`Traded ${id}`, value),
      },
    ],
  }) as unknown as CsgorollTrade;
const steamItem = (assetId: string, marketName: string, isProtected = false): SteamInventoryItem => ({
  assetId,
  classId: '1',
  instanceId: '0',
  name: marketName,
  marketName,
  marketHashName: marketName,
  type: 'Rifle',
  iconUrl: 'steam-icon',
  tradable: false,
  marketable: true,
  commodity: false,
  amount: 1,
  qualityInternal: 'strange',
  exteriorInternal: 'WearCategory1',
  rarityInternal: 'Rarity_Legendary_Weapon',
  rarityColor: null,
  wear: 'MW',
  isStatTrak: true,
  isSouvenir: false,
  tradeCooldownDays: 3,
  marketCooldownDays: 3,
  protected: isProtected,
});

/** CSGORoll and Steam as the snapshot sees them: the account is named by its cookie. */
const calls = { csgoroll: 0, steam: 0 };
const platform = { rollDown: false };
const steamExtra: SteamInventoryItem[] = [];
const connectors = {
  mode: { steam: 'live', csgoroll: 'live' },
  csgoroll: () =>
    ({
      fullInventory: async () => {
        calls.csgoroll += 1;
        if (platform.rollDown) throw new Error('CSGORoll is down');
        return [rollItem('a1', 100), rollItem('a2', 50, { tradable: false }), rollItem('a3', 10)];
      },
      trades: async ({ userId }: { userId: string }) => {
        const steamId = userId.slice(5);
        return {
          items: [
            trade('listing', 'LISTED', 'depositor', steamId, 104),
            trade('prot', 'COMPLETED_PROTECTED', 'withdrawer', steamId, 200),
            trade('someone-else', 'LISTED', 'withdrawer', steamId, 999),
          ],
          nextCursor: null,
        };
      },
      close: async () => undefined,
    }) as unknown as CsgorollClient,
  steam: () =>
    ({
      logIn: async () => {
        calls.steam += 1;
      },
      inventory: async () => [
        steamItem('a1', 'AK-47 | Skin a1 (Field-Tested)'),
        steamItem('s9', 'M4A4 | Howl (Minimal Wear)'),
        ...steamExtra,
      ],
      logOut: async () => undefined,
      ...fakeSteamSessionOf('76561198000000001'),
    }) as unknown as SteamClient,
} as unknown as AccountConnectors;

const clock = manualClock(new Date('2026-11-25T12:00:00Z'));
const { app, database } = await createTestApp({}, { connectors, providers: { clock: clock.clock } });
const db = database.db;
let me: Awaited<ReturnType<typeof userWithRole>>;
let other: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  me = await userWithRole(app, db, 'premium');
  other = await userWithRole(app, db, 'premium');
  const roll = (steamId: string) => ({
    csgorollConnectedAt: new Date(),
    csgorollUserId: `roll-${steamId}`,
    csgorollUsername: `roller_${steamId.slice(-3)}`,
    csgorollMainBalance: '1000.00',
  });
  await db.insert(tradingAccounts).values([
    {
      userId: me.id,
      steamId: ROLL_ONLY,
      label: 'Roll',
      ...roll(ROLL_ONLY),
      createdAt: new Date('2026-01-01'),
    },
    {
      userId: me.id,
      steamId: BOTH,
      ...roll(BOTH),
      steamConnectedAt: new Date(),
      steamUsername: 'steamer',
      createdAt: new Date('2026-01-02'),
    },
    { userId: other.id, steamId: THEIRS, ...roll(THEIRS) },
  ]);
});

const call = (method: 'GET' | 'POST', url: string, token = me.token) =>
  callAs(app, token, method, `/api/trading${url}`);

describe('inventory snapshots', () => {
  it('answers empty lists before the first refresh', async () => {
    const res = await call('GET', '/inventory');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ inventory: [], listings: [], protected_withdrawals: [] });
  });

  it('refreshes every due account and answers the spec shape for all the user accounts', async () => {
    const res = await call('POST', '/inventory/refresh');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated_accounts: [ROLL_ONLY, BOTH],
      skipped_accounts: [],
      failed_accounts: [],
    });

    const body = (await call('GET', '/inventory')).json();
    // Three CSGORoll items per account, plus the one Steam item CSGORoll does not show (a1 is in both).
    expect(body.inventory).toHaveLength(7);
    expect(body.listings).toHaveLength(2);
    expect(body.protected_withdrawals).toHaveLength(2);
    const listed = body.inventory.find(
      (i: { account_id: string; steamExternalAssetId: string }) =>
        i.account_id === ROLL_ONLY && i.steamExternalAssetId === 'a1',
    );
    expect(listed).toEqual({
      account_id: ROLL_ONLY,
      account_name: 'roller_301',
      account_label: 'Roll',
      account_avatar: null,
      steamExternalAssetId: 'a1',
      csgoroll_handle: 'a1',
      platform: 'csgoroll',
      source: 'marketplace',
      price_source: 'csgoroll',
      tradable: true,
      isProtected: false,
      protectedStatus: 'COMPLETED_PROTECTED',
      listingInfo: { isListed: true, currentMarkup: 4 },
      maxMarkupPercent: 15,
      steamInspectItem: { paintWear: 0.2 },
      steamStickersDescriptions: [
        { itemVariantId: null, imageUrl: 'https://s/c.png', name: 'Crown (Foil)', brand: 'Sticker' },
      ],
      itemVariant: {
        name: 'Skin a1',
        brand: 'AK-47',
        color: 'Field-Tested',
        value: 100,
        rarity: 'classified',
        iconUrl: '-icon',
        stattrak: false,
        souvenir: false,
        externalId: 'AK-47 | Skin a1 (Field-Tested)',
      },
    });
    const steamOnly = body.inventory.find((i: { platform: string }) => i.platform === 'steam');
    // No reference prices are stored yet: the item says nobody prices it.
    expect(steamOnly).toMatchObject({
      account_id: BOTH,
      steamExternalAssetId: 's9',
      tradable: false,
      price_source: null,
      itemVariant: { brand: 'M4A4', name: 'Howl', color: 'Minimal Wear', value: 0, stattrak: true },
    });
    expect(body.protected_withdrawals[0]).toMatchObject({
      isProtected: true,
      protectedStatus: 'COMPLETED_PROTECTED',
    });
  });

  it('gives the account cards Skins Value (marketplace items at 0.66) and protected coins, and the summary', async () => {
    const accounts = (await call('GET', '/accounts')).json();
    // (100 + 50 + 10) x 0.66 = 105.60
    expect(accounts.map((a: { skins_value: number }) => a.skins_value)).toEqual([105.6, 105.6]);
    expect(accounts.map((a: { protected_balance: number }) => a.protected_balance)).toEqual([200, 200]);
    const summary = (await call('GET', '/wealth/summary')).json();
    expect(summary).toEqual({
      total_wealth: 2211.2,
      skins_value: 211.2,
      available_balance: 2000,
      protected_balance: 400,
      total_wealth_including_protected: 2611.2,
      item_count: 7,
      tradable_count: 4,
      account_count: 2,
    });
  });

  it('answers 429 with next_update_in when every account was refreshed within 10 minutes', async () => {
    clock.advance(3 * 60_000);
    const before = { ...calls };
    const res = await call('POST', '/inventory/refresh');
    expect(res.statusCode).toBe(429);
    // The spec's shape: the detail carries next_update_in, and the sentence rides along.
    expect(res.json()).toEqual({
      detail: { next_update_in: 7, message: 'All accounts were recently updated. Try again in 7 minutes' },
    });
    expect(calls).toEqual(before);
  });

  it('refreshes only the due accounts and names the skipped ones', async () => {
    await db.insert(tradingAccounts).values({
      userId: me.id,
      steamId: BROKEN,
      csgorollConnectedAt: new Date(),
      csgorollUserId: `roll-${BROKEN}`,
      csgorollUsername: 'broken',
    });
    platform.rollDown = true;
    const res = await call('POST', '/inventory/refresh');
    platform.rollDown = false;
    expect(res.statusCode).toBe(200);
    // The broken platform's part stays empty; the snapshot is still taken so the interval holds.
    expect(res.json()).toEqual({
      updated_accounts: [BROKEN],
      skipped_accounts: [ROLL_ONLY, BOTH],
      failed_accounts: [],
    });
    const inventory = (await call('GET', '/inventory')).json().inventory;
    expect(inventory.filter((i: { account_id: string }) => i.account_id === BROKEN)).toEqual([]);
    clock.advance(10 * 60_000);
    expect((await call('POST', '/inventory/refresh')).json().updated_accounts).toEqual([
      ROLL_ONLY,
      BOTH,
      BROKEN,
    ]);
    // The answer kept from before the refresh is not served again: the snapshots changed.
    const after = (await call('GET', '/inventory')).json().inventory;
    expect(after.filter((i: { account_id: string }) => i.account_id === BROKEN)).toHaveLength(3);
  });

  it("values Steam items at CSGORoll's value when seen, else the reference, and says when nobody prices one", async () => {
    await refreshReferencePrices({ db, now: clock.clock, log: { warn: () => undefined } }, sandboxFeed());
    steamExtra.push(
      steamItem('s10', 'AK-47 | Skin a3 (Field-Tested)'),
      steamItem('s11', 'Nobody | Prices This (Factory New)'),
    );
    clock.advance(10 * 60_000);
    expect((await call('POST', '/inventory/refresh')).statusCode).toBe(200);
    const inventory: { account_id: string; platform: string; steamExternalAssetId: string }[] = (
      await call('GET', '/inventory')
    ).json().inventory;
    const steam = new Map(
      inventory.filter((i) => i.platform === 'steam').map((i) => [i.steamExternalAssetId, i]),
    );
    // The sandbox reference of a Minimal Wear Howl: 4,900 x 1.35 coins x $0.66.
    expect(steam.get('s9')).toMatchObject({ price_source: 'sandbox', itemVariant: { value: 4365.9 } });
    // CSGORoll showed this name at 10 coins in an inventory: $6.60, ahead of the reference.
    expect(steam.get('s10')).toMatchObject({ price_source: 'csgoroll', itemVariant: { value: 6.6 } });
    expect(steam.get('s11')).toMatchObject({ price_source: null, itemVariant: { value: 0 } });
    const accounts: { steam_id: string; skins_value: number }[] = (await call('GET', '/accounts')).json();
    // Marketplace items at 0.66 (105.60) plus the Steam items' dollars.
    expect(accounts.find((a) => a.steam_id === BOTH)?.skins_value).toBe(4478.1);
    steamExtra.length = 0;
  });

  it('shows a Steam item under trade protection (context 16) as protected, counted in protected wealth, not in skins', async () => {
    await refreshReferencePrices({ db, now: clock.clock, log: { warn: () => undefined } }, sandboxFeed());
    clock.advance(10 * 60_000);
    expect((await call('POST', '/inventory/refresh')).statusCode).toBe(200);
    const before: { steam_id: string; skins_value: number; protected_balance: number }[] = (
      await call('GET', '/accounts')
    ).json();
    steamExtra.push(steamItem('s12', 'M4A4 | Howl (Minimal Wear)', true));
    clock.advance(10 * 60_000);
    expect((await call('POST', '/inventory/refresh')).statusCode).toBe(200);
    const inventory: { platform: string; steamExternalAssetId: string }[] = (
      await call('GET', '/inventory')
    ).json().inventory;
    expect(inventory.find((i) => i.steamExternalAssetId === 's12')).toMatchObject({
      platform: 'steam',
      isProtected: true,
      protectedStatus: 'STEAM_TRADE_PROTECTED',
      tradable: false,
      itemVariant: { value: 4365.9 },
    });
    const after: typeof before = (await call('GET', '/accounts')).json();
    const was = before.find((a) => a.steam_id === BOTH)!;
    const is = after.find((a) => a.steam_id === BOTH)!;
    expect(is.skins_value).toBe(was.skins_value);
    expect(is.protected_balance).toBeCloseTo(was.protected_balance + 4365.9, 2);
    steamExtra.length = 0;
  });

  it('shows nobody else the inventory of the caller', async () => {
    expect((await call('GET', '/inventory', other.token)).json()).toEqual({
      inventory: [],
      listings: [],
      protected_withdrawals: [],
    });
  });
});

describe('wealth history', () => {
  it('answers the points of a period, oldest first, with the fields of section 3', async () => {
    const start = clock.clock();
    // The snapshots above wrote points of their own (wealth moved): count from what is there.
    const count = async (period: string, token?: string) =>
      ((await call('GET', `/wealth/history?period=${period}`, token)).json() as unknown[]).length;
    const [day, week, theirs] = [await count('1d'), await count('7d'), await count('1d', other.token)];
    await recordWealthPoints(db, new Date(start.getTime() - 3 * 86_400_000));
    await recordWealthPoints(db, start);
    const res = await call('GET', '/wealth/history?period=1d');
    expect(res.statusCode).toBe(200);
    const points = res.json();
    expect(points).toHaveLength(day + 1);
    expect(points.at(-1)).toMatchObject({
      timestamp: start.toISOString(),
      skins_value: expect.any(Number),
      available_balance: 2000,
      total_wealth_including_protected: expect.any(Number),
      accounts_data: expect.arrayContaining([expect.objectContaining({ steam_id: ROLL_ONLY })]),
    });
    expect(await count('7d')).toBe(week + 2);
    expect(await count('1d', other.token)).toBe(theirs + 1);
  });

  it('thins 30d to 50 points on the server, keeping the first and the last', async () => {
    const end = clock.clock().getTime();
    for (let i = 1; i <= 120; i++) await recordWealthPoints(db, new Date(end - i * 5 * 3_600_000));
    const points = (await call('GET', '/wealth/history?period=30d')).json();
    expect(points).toHaveLength(50);
    expect(points.at(-1).timestamp).toBe(new Date(end).toISOString());
    expect((await call('GET', '/wealth/history?period=90d')).json()).toHaveLength(30);
    expect((await call('GET', '/wealth/history?period=all')).json()).toHaveLength(40);
    expect((await call('GET', '/wealth/history?period=7d')).json().length).toBeGreaterThan(30);
  });

  it('rejects an unknown period with a 422', async () => {
    const res = await call('GET', '/wealth/history?period=2w');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^Invalid query: period/);
  });
});
