import { createConnectors, RateLimitedError } from '@skinpilot/connectors';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addSteam, steamPayload, trader } from '../../../test/trading';
import { createAccountVault } from './account-vault';
import { accountView } from './account-view';
import { writeSecrets } from './accounts.repository';
import { sealAll } from './seal-secrets';
import { STEAM_LOGIN_BUDGET } from './steam-login-budget';
import { steamLoginBudgets } from './steam-owner.schema';
import { closeSteamOwner, steamOwnerOf } from './steam-owner';
import { tradingAccounts } from './trading-accounts.schema';

// Steam's log-in limit as a budget shared by processes (decision 038), against the sandbox Steam,
// which answers eresult 84 past 15 log-ins through one proxy in 10 minutes. Two connectors objects
// over one sandbox stand for two processes.
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 41,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
});
const world = sandbox.sandbox.steam!;
const processB = { ...sandbox };
const { app, database } = await createTestApp({}, { connectors: sandbox });
const db = database.db;
const vault = createAccountVault(testSecrets);
const ownerA = steamOwnerOf({ db, vault, connectors: sandbox });
const ownerB = steamOwnerOf({ db, vault, connectors: processB });
afterAll(async () => {
  await closeSteamOwner(processB);
  await closeSteamOwner(sandbox);
  await sandbox.close();
});

const secret = (fill: number) => Buffer.alloc(20, fill).toString('base64');
let counter = 0;
async function steamAccount() {
  const owner = await trader(app, db, 'premium');
  counter += 1;
  const username = `budget_${Date.now().toString(36)}_${counter}`;
  const proxy = `socks5://user:pass@198.51.100.${60 + counter}:1080`;
  const [row] = await db
    .insert(tradingAccounts)
    .values({
      userId: owner.id,
      steamId: `765611980${String(counter).padStart(8, '0')}`,
      steamConnectedAt: new Date(),
      steamUsername: username,
    })
    .returning();
  await writeSecrets(
    db,
    row!.id,
    sealAll(vault, row!.id, {
      steam_password: 'sandbox password',
      steam_shared_secret: secret(3),
      steam_identity_secret: secret(4),
      steam_proxy: proxy,
    }),
    new Date(),
  );
  return { id: row!.id, username, proxy };
}

const pausedUntil = async (accountId: string) => {
  const [row] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.id, accountId));
  return accountView(row!).steam_account?.login_paused_until ?? null;
};
const refusal = (work: Promise<unknown>) => work.then(() => null).catch((error: unknown) => error);

describe('the Steam log-in budget', () => {
  it('refuses the log-in past the proxy’s budget whichever process asks, without reaching Steam, and shows until when', async () => {
    const t = await steamAccount();
    for (let i = 0; i < STEAM_LOGIN_BUDGET.perProxy; i++) {
      // Each log-in in turn by one process or the other, each handing the account back after.
      const owner = i % 2 === 0 ? ownerA : ownerB;
      await owner.client(t.id);
      await owner.release(t.id);
    }
    expect(world.logons.count(t.username)).toBe(STEAM_LOGIN_BUDGET.perProxy);
    expect(await pausedUntil(t.id)).toBeNull();

    const refused = await refusal(ownerB.client(t.id));
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as Error).message).toMatch(
      /^Steam log-ins for this account are paused until \d\d:\d\d UTC \(Steam's log-in limit\)\.$/,
    );
    // Held back here: Steam saw no eleventh log-in.
    expect(world.logons.count(t.username)).toBe(STEAM_LOGIN_BUDGET.perProxy);
    const until = Date.parse((await pausedUntil(t.id))!);
    expect(until - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(STEAM_LOGIN_BUDGET.windowMs);
  });

  it('counts the log-in that checks an account being added, and holds it back with the proxy backing off', async () => {
    const owner = await trader(app, db, 'premium');
    const payload = steamPayload(`budget_add_${Date.now().toString(36)}`);
    const added = await addSteam(app, owner.token, payload);
    expect(added.statusCode, added.body).toBe(201);
    const key = `proxy:${new URL(payload.proxy).hostname}:1080`;
    const [row] = await db.select().from(steamLoginBudgets).where(eq(steamLoginBudgets.key, key));
    expect(row!.logIns).toBe(1);

    const other = steamPayload(`budget_add_${Date.now().toString(36)}_2`);
    const otherKey = `proxy:${new URL(other.proxy).hostname}:1080`;
    await db
      .insert(steamLoginBudgets)
      .values({ key: otherKey, backoffUntil: new Date(Date.now() + 10 * 60_000), strikes: 1 });
    const refused = await addSteam(app, owner.token, other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('The platform is rate limiting this account. Please try again later.');
    expect(world.logons.count(payload.username)).toBe(1);
    expect(world.logons.count(other.username)).toBe(0);
  });

  it('backs the proxy off after Steam’s eresult 84, longer after each refusal in a row', async () => {
    const t = await steamAccount();
    // Something else spent the proxy's log-ins at Steam (another tool on the same proxy).
    for (let i = 0; i < 15; i++)
      await sandbox
        .steam({
          username: `elsewhere_${counter}`,
          password: 'x',
          sharedSecret: secret(5),
          identitySecret: secret(6),
          proxy: t.proxy,
        })
        .logIn();

    const refused = await refusal(ownerA.client(t.id));
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(world.logons.count(t.username)).toBe(0);
    const key = `proxy:${new URL(t.proxy).hostname}:1080`;
    const [first] = await db.select().from(steamLoginBudgets).where(eq(steamLoginBudgets.key, key));
    expect(first!.strikes).toBe(1);
    expect(first!.backoffUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse((await pausedUntil(t.id))!)).toBe(first!.backoffUntil!.getTime());

    // Meanwhile no process tries: the back-off holds the log-in back before it reaches Steam.
    const held = await refusal(ownerB.client(t.id));
    expect((held as Error).message).toMatch(/^Steam log-ins for this account are paused until/);

    // The back-off over, Steam still refuses: the next wait is twice as long.
    await db
      .update(steamLoginBudgets)
      .set({ backoffUntil: new Date(Date.now() - 1000) })
      .where(eq(steamLoginBudgets.key, key));
    expect(await refusal(ownerB.client(t.id))).toBeInstanceOf(RateLimitedError);
    const [second] = await db.select().from(steamLoginBudgets).where(eq(steamLoginBudgets.key, key));
    expect(second!.strikes).toBe(2);
    expect(second!.backoffUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(world.logons.count(t.username)).toBe(0);
  });
});
