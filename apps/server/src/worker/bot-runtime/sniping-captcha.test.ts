import { createConnectors, type CaptchaTokens } from '@skinpilot/connectors';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, trader } from '../../../test/trading';
import { updateSystemSettings } from '../../modules/system-config/system-settings';
import { activities } from '../../modules/activity/activity.schema';
import { trades } from '../../modules/market/market.schema';
import { notificationOutbox } from '../../modules/notifications/notification-outbox.schema';
import { createAccountVault } from '../../modules/trading-accounts/account-vault';
import { MANUAL_CAPTCHA_REASON } from './captcha-gate';
import { startSnipingWorker, type SnipingWorker } from './sniping-worker';

// The sandbox market demands a solver's reCAPTCHA token on every join (protocol section 9's
// "incognito" refusal otherwise). The captcha pool is counted: with Auto captcha off it must not be
// asked for a single token.
const sandbox = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 17,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
  sandboxCanJoinAfterMs: null,
});
const solverUse = { pools: 0, takes: 0, fresh: 0 };
const connectors = {
  ...sandbox,
  captchaTokens: (...args: Parameters<typeof sandbox.captchaTokens>): CaptchaTokens => {
    solverUse.pools++;
    const pool = sandbox.captchaTokens(...args);
    return {
      take: () => (solverUse.takes++, pool.take()),
      fresh: () => (solverUse.fresh++, pool.fresh()),
      close: () => pool.close(),
    };
  },
};
const market = sandbox.sandbox.csgoroll!.market;
const { app, database } = await createTestApp({}, { connectors });
const db = database.db;
await updateSystemSettings(db, { discord_channels: { util_logs: '444444444444444444' } });
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let worker: SnipingWorker | null = null;
afterAll(async () => {
  await worker?.stop();
  await sandbox.close();
});

async function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const status = async (token: string, steamId: string) =>
  (await callAs(app, token, 'GET', `/api/trading/sniping/status?steam_id=${steamId}`)).json();

const activitiesOf = (userId: string, title: string) =>
  db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.title, title)));

async function publish(count: number) {
  for (let i = 0; i < count; i++) {
    market.publishListing();
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

describe('Auto captcha off on the sandbox market', () => {
  it('pauses joining for a manual captcha and says so, never asks the solver, and goes on once it is on', async () => {
    const owner = await trader(app, db, 'premium', { credits: 1000 });
    const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie: `captcha-${Date.now()}` });
    expect(roll.statusCode, roll.body).toBe(201);
    const steamId: string = roll.json().account.steam_id;
    const settingsPath = `/api/trading/accounts/${steamId}/settings/csgoroll`;
    const saved = await callAs(app, owner.token, 'POST', settingsPath, {
      sniping_enabled: true,
      auto_captcha: false,
      min_value: 1,
      max_value: 1000,
      max_markup: 10,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    worker = startSnipingWorker({
      db,
      connectors,
      vault: createAccountVault(testSecrets),
      log: silent,
      publicUrl: 'https://skinpilot.test',
      tickMs: 3_600_000,
    });
    await worker.runOnce();
    await until(
      () => status(owner.token, steamId),
      (s) => s.state === 'running',
      'a running session',
    );
    await until(
      () => market.subscriberCount(),
      (n) => n > 0,
      'the feed subscription',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The first qualifying listing is joined without a token; CSGORoll refuses it for its captcha.
    await publish(12);
    const [paused] = await until(
      () => activitiesOf(owner.id, 'Sniping paused'),
      (rows) => rows.length > 0,
      'the pause activity',
    );
    expect(paused).toMatchObject({ type: 'account', steamId });
    expect(paused!.details).toMatchObject({
      description: MANUAL_CAPTCHA_REASON,
      account: { platform: 'csgoroll', action: 'paused', reason: 'manual_captcha' },
    });
    // More listings while paused: none is joined, and the pause is told once.
    await publish(12);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await db.select().from(trades).where(eq(trades.steamId, steamId))).toEqual([]);
    expect(await activitiesOf(owner.id, 'Sniping paused')).toHaveLength(1);
    expect(solverUse).toEqual({ pools: 0, takes: 0, fresh: 0 });
    const problems = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.event, 'util.session_problem'));
    expect(problems.some((p) => p.message.content.includes(steamId))).toBe(true);

    // The heartbeat carries the pause to /sniping/status: the screen shows the bot paused, not trading.
    await worker.runOnce();
    const shown = await status(owner.token, steamId);
    expect(shown).toMatchObject({ state: 'running', paused: { reason: MANUAL_CAPTCHA_REASON } });
    expect(Date.parse(shown.paused.retry_at)).toBeGreaterThan(Date.parse(shown.paused.since));

    // Auto captcha on again: the next round ends the pause, and joins carry the pool's tokens.
    const on = await callAs(app, owner.token, 'POST', settingsPath, { auto_captcha: true });
    expect(on.statusCode, on.body).toBe(200);
    await worker.runOnce();
    expect(await activitiesOf(owner.id, 'Sniping resumed')).toHaveLength(1);
    await worker.runOnce();
    expect((await status(owner.token, steamId)).paused).toBeNull();
    for (let round = 0; round < 5; round++) {
      await publish(12);
      const joined = await db.select().from(trades).where(eq(trades.steamId, steamId));
      if (joined.length > 0) break;
    }
    await until(
      () => db.select().from(trades).where(eq(trades.steamId, steamId)),
      (rows) => rows.length > 0,
      'a join with a solved captcha',
    );
    expect(solverUse.pools).toBe(1);
    expect(solverUse.takes + solverUse.fresh).toBeGreaterThan(0);
  });
});
