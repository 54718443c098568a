import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs, manualClock } from '../../../test/accounts';
import { startFakeDiscord } from '../../../test/fake-discord';
import { closedPort } from '../../../test/local-proxies';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { updateSystemSettings } from '../system-config/system-settings';
import { users } from '../users/users.schema';
import { discordRest } from './discord-rest';
import { drainOutbox } from './drain-outbox';
import { notificationOutbox } from './notification-outbox.schema';
import { queueChannelNotification, queueTradeDm, tradeMessage } from './queue-notification';

const { app, database } = await createTestApp();
const db = database.db;
const discord = await startFakeDiscord();
afterAll(() => discord.stop());

const DEPOSIT_CHANNEL = '111111111111111111';
const SNIPES_CHANNEL = '222222222222222222';
await updateSystemSettings(db, {
  discord_channels: { deposit_logs: DEPOSIT_CHANNEL, snipes: SNIPES_CHANNEL, admin_logs: null },
});

const sender = discordRest('test-bot-token', discord.url);
const rows = () => db.select().from(notificationOutbox).orderBy(notificationOutbox.createdAt);
const clearOutbox = () => db.delete(notificationOutbox);
const message = (content: string) => ({ content });

describe('queueing', () => {
  it('queues an event for the channel its name says, and nothing for a channel the admin left empty', async () => {
    await clearOutbox();
    const at = new Date();
    expect(await queueChannelNotification(db, 'deposit.completed', message('sold'), at)).toBe(true);
    expect(await queueChannelNotification(db, 'admin.action', message('admin did'), at)).toBe(false);
    expect(await queueChannelNotification(db, 'billing.purchase', message('bought'), at)).toBe(false);
    expect((await rows()).map((r) => [r.event, r.channelId, r.status])).toEqual([
      ['deposit.completed', DEPOSIT_CHANNEL, 'pending'],
    ]);
  });

  it('queues a DM only for a linked Discord account with the matching setting on', async () => {
    await clearOutbox();
    const linked = await userWithRole(app, db, 'premium');
    await db.update(users).set({ discordId: '333333333333333333' }).where(eq(users.id, linked.id));
    const unlinked = await userWithRole(app, db, 'premium');
    const msg = tradeMessage({
      kind: 'deposit',
      itemName: 'AK-47 | Redline (Field-Tested)',
      price: 110,
      markupPercent: 10,
      profit: 10,
      link: 'https://skinpilot.gg/dashboard/overview?tab=trade-history',
    });
    const at = new Date();
    const on = { dm_deposits: true, dm_withdrawals: false };
    expect(
      await queueTradeDm(db, { userId: linked.id, kind: 'deposit', settings: on, message: msg }, at),
    ).toBe(true);
    expect(
      await queueTradeDm(db, { userId: linked.id, kind: 'withdrawal', settings: on, message: msg }, at),
    ).toBe(false);
    expect(
      await queueTradeDm(db, { userId: unlinked.id, kind: 'deposit', settings: on, message: msg }, at),
    ).toBe(false);
    const [dm] = await rows();
    expect(dm).toMatchObject({ discordUserId: '333333333333333333', channelId: null, status: 'pending' });
    expect(dm!.message.embeds![0]!.fields!.map((f) => f.name)).toEqual(['Price', 'Markup', 'Profit']);
    // Coins read with grouped thousands, as on the dashboard.
    const big = tradeMessage({
      kind: 'withdrawal',
      itemName: 'Karambit | Fade',
      price: 12_345.5,
      markupPercent: 2,
      profit: -1_250,
      link: 'x',
    });
    expect(big.embeds![0]!.fields!.filter((f) => f.name !== 'Markup').map((f) => f.value)).toEqual([
      '12,345.50 coins',
      '-1,250.00 coins',
    ]);
    expect(dm!.message.embeds![0]!.url).toContain('trade-history');
  });
});

describe('draining against Discord', () => {
  it('posts channel messages and DMs with the bot token, and marks them sent', async () => {
    await clearOutbox();
    const at = new Date();
    await queueChannelNotification(db, 'snipe.withdrawal', message('sniped'), at);
    await db.insert(notificationOutbox).values({
      event: 'deposit.completed',
      discordUserId: '444444444444444444',
      message: message('your deposit'),
      nextAttemptAt: at,
      createdAt: new Date(at.getTime() + 1),
    });
    const outcome = await drainOutbox(db, sender, () => new Date());
    expect(outcome).toMatchObject({ sent: 2, retried: 0, refused: 0 });
    expect(discord.messages.slice(-2)).toEqual([
      { channelId: SNIPES_CHANNEL, body: { content: 'sniped' } },
      { channelId: 'dm-444444444444444444', body: { content: 'your deposit' } },
    ]);
    expect(discord.requests.every((r) => r.authorization === 'Bot test-bot-token')).toBe(true);
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it("holds a message through a 429 for Discord's retry_after, then sends it", async () => {
    await clearOutbox();
    const time = manualClock(new Date('2026-11-25T12:00:00Z'));
    await queueChannelNotification(db, 'deposit.listed', message('first'), time.clock());
    await queueChannelNotification(
      db,
      'deposit.listed',
      message('second'),
      new Date(time.clock().getTime() + 1),
    );
    discord.failNext({
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: 2.5, global: false },
      headers: { 'retry-after': '3' },
    });
    const before = discord.messages.length;

    const first = await drainOutbox(db, sender, time.clock);
    expect(first).toMatchObject({ sent: 0, retried: 1, stoppedBy: 'Discord rate limit (429)' });
    const [held] = await rows();
    expect(held).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Discord rate limit (429)' });
    expect(held!.nextAttemptAt.getTime()).toBe(time.clock().getTime() + 2500);

    time.advance(2000);
    // The held message is not due yet; the second one is, and goes (it was not rate limited itself).
    expect(await drainOutbox(db, sender, time.clock)).toMatchObject({ sent: 1, retried: 0 });
    time.advance(500);
    expect(await drainOutbox(db, sender, time.clock)).toMatchObject({ sent: 1 });
    expect(discord.messages.slice(before).map((m) => (m.body as { content: string }).content)).toEqual([
      'second',
      'first',
    ]);
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('keeps messages through an outage with growing back-off, and sends them when Discord is back', async () => {
    await clearOutbox();
    const time = manualClock(new Date('2026-11-25T13:00:00Z'));
    await queueChannelNotification(db, 'deposit.completed', message('during outage'), time.clock());
    const down = discordRest('test-bot-token', `http://127.0.0.1:${await closedPort()}/api/v10`);

    expect(await drainOutbox(db, down, time.clock)).toMatchObject({
      sent: 0,
      retried: 1,
      stoppedBy: 'Discord unreachable',
    });
    let [row] = await rows();
    expect(row!.nextAttemptAt.getTime() - time.clock().getTime()).toBe(5_000);
    time.advance(5_000);
    discord.failNext({ status: 503, body: { message: 'upstream' } });
    expect(await drainOutbox(db, sender, time.clock)).toMatchObject({
      retried: 1,
      stoppedBy: 'Discord answered 503',
    });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - time.clock().getTime()).toBe(10_000);

    time.advance(10_000);
    expect(await drainOutbox(db, sender, time.clock)).toMatchObject({ sent: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('marks a message Discord refuses for good as failed with the reason, and goes on with the next', async () => {
    await clearOutbox();
    const at = new Date();
    await db.insert(notificationOutbox).values([
      {
        event: 'deposit.completed',
        channelId: '404404404404404404',
        message: message('lost channel'),
        nextAttemptAt: at,
        createdAt: at,
      },
      {
        event: 'deposit.completed',
        channelId: DEPOSIT_CHANNEL,
        message: message('fine'),
        nextAttemptAt: at,
        createdAt: new Date(at.getTime() + 1),
      },
    ]);
    expect(await drainOutbox(db, sender, () => new Date())).toMatchObject({ sent: 1, refused: 1 });
    expect((await rows()).map((r) => [r.status, r.lastError])).toEqual([
      ['failed', 'Discord refused (404): Unknown Channel'],
      ['sent', null],
    ]);
  });
});

describe('without a bot token', () => {
  it('keeps every message and shows the admin what waits', async () => {
    await clearOutbox();
    const at = new Date();
    await queueChannelNotification(db, 'deposit.completed', message('kept 1'), at);
    await queueChannelNotification(db, 'snipe.withdrawal', message('kept 2'), new Date(at.getTime() + 1));
    expect(await drainOutbox(db, undefined, () => new Date())).toMatchObject({
      sent: 0,
      stoppedBy: 'no bot token',
    });

    const admin = await userWithRole(app, db, 'admin');
    const response = await callAs(app, admin.token, 'GET', '/api/admin/system/notification-outbox');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bot_token_configured: false,
      pending: 2,
      failed: 0,
      latest: [
        { event: 'snipe.withdrawal', target: 'channel', status: 'pending', content: 'kept 2', attempts: 0 },
        { event: 'deposit.completed', target: 'channel', status: 'pending', content: 'kept 1', attempts: 0 },
      ],
    });

    const trader = await userWithRole(app, db, 'premium');
    expect((await callAs(app, trader.token, 'GET', '/api/admin/system/notification-outbox')).statusCode).toBe(
      403,
    );
  });
});
