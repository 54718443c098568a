import type { CsgorollClient, CsgorollInventoryItem, SteamClient } from '@skinpilot/connectors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fakeConnectors, rollCookie } from '../../../test/fake-connectors';
import { openEventStream } from '../../../test/event-stream';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, addSteam, newSteamLogin, steamPayload, trader } from '../../../test/trading';
import { createAccountVault } from '../trading-accounts/account-vault';
import { lockAccountOwner } from '../trading-accounts/account-owner';
import { lockAccountOf } from '../trading-accounts/accounts.repository';
import { FIRST_SNAPSHOT_QUEUE, firstSnapshotQueue } from '../trading-accounts/first-snapshot';
import { recordWallets } from '../trading-accounts/record-wallets';
import type { AccountConnectors } from '../trading-accounts/trading-context';
import { workFirstSnapshots } from './first-snapshot.job';
import { saveSnapshot } from './inventory-snapshots.repository';
import { recordWealthPoint } from './wealth';

/** The fake platforms, with one 100-coin skin in every CSGORoll inventory and nothing on Steam. */
const fake = fakeConnectors().connectors;
const item = {
  id: 'i-1',
  steamExternalAssetId: 'asset-1',
  tradable: true,
  paintWear: 0.2,
  stickers: [],
  itemVariant: {
    id: 'ItemVariant:1',
    name: 'Redline',
    brand: 'AK-47',
    color: 'Field-Tested',
    rarity: 'classified',
    iconUrl: '-icon',
    value: 100,
    externalId: 'AK-47 | Redline (Field-Tested)',
  },
  maxMarkupPercent: 15,
} as unknown as CsgorollInventoryItem;
const connectors: AccountConnectors = {
  ...fake,
  csgoroll: (credentials) =>
    ({
      ...fake.csgoroll(credentials),
      fullInventory: async () => [item],
      trades: async () => ({ items: [], nextCursor: null }),
    }) as unknown as CsgorollClient,
  steam: (credentials, hooks) =>
    ({ ...fake.steam(credentials, hooks), inventory: async () => [] }) as unknown as SteamClient,
};

const { app, database, jobs } = await createTestApp({}, { connectors, jobs: true });
const db = database.db;
await workFirstSnapshots(jobs!.boss, {
  db,
  vault: createAccountVault(testSecrets),
  connectors,
  now: () => new Date(),
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const queued = async () => {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${FIRST_SNAPSHOT_QUEUE}`,
  );
  return rows[0]!.n;
};
const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('connecting an account', () => {
  it('answers at once, and its first snapshot and wealth point follow within seconds, also when many connect together', async () => {
    const before = await queued();
    const owners = await Promise.all(Array.from({ length: 5 }, () => trader(app, db, 'premium')));
    const first = owners[0]!;
    const stream = await openEventStream(base, first.token);
    const connected = await Promise.all(
      owners.map(async (owner) => {
        const payload = steamPayload(newSteamLogin());
        const steam = await addSteam(app, owner.token, payload);
        const roll = await addRoll(app, owner.token, {
          auth_method: 'cookie',
          cookie: rollCookie(payload.steam_id),
        });
        return { steam: steam.statusCode, roll: roll.statusCode, steamId: payload.steam_id };
      }),
    );
    // Never a 500 because of the snapshot: it is a job queued with the account, not work in the request.
    expect(connected.map((c) => [c.steam, c.roll])).toEqual(owners.map(() => [201, 201]));
    expect(await queued()).toBe(before + 10);

    const told = await stream.next(
      (e) => e.event === 'inventory' && e.data.item_count === 1,
      0,
      'the first inventory',
    );
    expect(told.data).toMatchObject({ steam_id: connected[0]!.steamId });
    // The chart is told its first point.
    await stream.next(
      (e) => e.event === 'wealth' && (e.data.total_wealth as number) > 0,
      0,
      'the wealth point with the CSGORoll wallet',
    );
    const skins = told.data.skins_value as number;
    expect(skins).toBeGreaterThan(0);
    const total = Math.round((1234.56 + skins) * 100) / 100;
    for (const owner of owners) {
      await expect
        .poll(async () => (await get(owner.token, '/api/trading/wealth/history?period=1d')).json(), {
          timeout: 15_000,
          interval: 200,
        })
        .toEqual(expect.arrayContaining([expect.objectContaining({ total_wealth: total })]));
    }
    const inventory = (await get(first.token, '/api/trading/inventory')).json();
    expect(inventory.inventory).toHaveLength(1);
    stream.close();
  });

  it('queues nothing when the connection rolls back', async () => {
    const before = await queued();
    const queue = await firstSnapshotQueue(jobs!.boss);
    const owner = await trader(app, db, 'premium');
    await db
      .transaction(async (tx) => {
        await queue.request(tx, owner.id);
        throw new Error('the account insert failed');
      })
      .catch(() => undefined);
    expect(await queued()).toBe(before);
  });
});

describe('a snapshot beside a settings save', () => {
  it("is written while the save holds the owner's and the account's rows, so the two never deadlock", async () => {
    // A save locks the user, then the account (csgoroll-settings.service.ts); a snapshot's insert
    // checks both foreign keys. Row locks that forbid those checks let the two wait on each other:
    // a deadlock, and the save answered 500 (seen under load in CI).
    const owner = await trader(app, db, 'premium');
    const payload = steamPayload(newSteamLogin());
    await addSteam(app, owner.token, payload);
    const account = await db.query.tradingAccounts.findFirst({
      where: (t, { eq }) => eq(t.steamId, payload.steam_id),
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const saving = db.transaction(async (tx) => {
      await lockAccountOwner(tx, owner.id);
      await lockAccountOf(tx, owner.id, payload.steam_id);
      locked();
      await held;
    });
    await new Promise<void>((resolve) => (locked = resolve));
    const snapshot = saveSnapshot(db, account!.id, {
      userId: owner.id,
      steamId: payload.steam_id,
      takenAt: new Date(),
      inventory: [],
      listings: [],
      protectedWithdrawals: [],
      skinsValue: '0.00',
      protectedBalance: '0.00',
      itemCount: 0,
      tradableCount: 0,
      problem: null,
    }).then(() => 'written');
    const outcome = await Promise.race([
      snapshot,
      new Promise((resolve) => setTimeout(() => resolve('waiting on the save'), 3_000)),
    ]);
    release();
    await saving;
    await snapshot;
    expect(outcome).toBe('written');
  });
});

describe('a wealth point between the hourly ones', () => {
  it('is written when total wealth moved by 1 % since the last point, and not for less', async () => {
    const owner = await trader(app, db, 'premium');
    const payload = steamPayload(newSteamLogin());
    await addSteam(app, owner.token, payload);
    await addRoll(app, owner.token, { auth_method: 'cookie', cookie: rollCookie(payload.steam_id) });
    const history = async () =>
      (await get(owner.token, '/api/trading/wealth/history?period=1d')).json() as {
        total_wealth: number;
      }[];
    // A point when Steam connected (no coins yet), another when CSGORoll did.
    await expect
      .poll(async () => (await history()).at(-1)?.total_wealth ?? 0, { timeout: 15_000, interval: 200 })
      .toBeGreaterThan(1234.56);
    const points = await history();
    const start = points.at(-1)!.total_wealth;
    const accountId = (
      await db.execute<{ id: string }>(
        sql`select id from trading_accounts where steam_id = ${payload.steam_id}`,
      )
    ).rows[0]!.id;

    const wallet = async (main: number) => {
      await recordWallets(db, accountId, [{ name: 'MAIN', amount: main }], 'merge', new Date());
      return recordWealthPoint(db, owner.id, new Date(), 'moved');
    };
    const cents = (n: number) => Math.round(n * 100) / 100;
    // 0.5 % of the total down writes nothing; 1 % of the last point writes one, and only once.
    expect(await wallet(cents(1234.56 - start * 0.005))).toBe(false);
    expect(await wallet(cents(1234.56 - start * 0.0101))).toBe(true);
    expect(await wallet(cents(1234.56 - start * 0.0101))).toBe(false);
    const after = await history();
    expect(after.slice(0, -1)).toEqual(points);
    expect(after.at(-1)!.total_wealth).toBe(cents(start - cents(start * 0.0101)));
  });
});
