import { DEFAULT_CSGOROLL_SETTINGS } from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fakeConnectors, rollCookie } from '../../../test/fake-connectors';
import { createTestApp } from '../../../test/test-app';
import { addRoll, addSteam, newSteamLogin, steamPayload, trader } from '../../../test/trading';
import { updateSystemSettings } from '../../modules/system-config/system-settings';
import { trades } from '../../modules/market/market.schema';
import { notificationOutbox } from '../../modules/notifications/notification-outbox.schema';
import { writeSettings } from '../../modules/trading-accounts/settings.repository';
import { tradingAccounts } from '../../modules/trading-accounts/trading-accounts.schema';
import { users } from '../../modules/users/users.schema';
import { callAs } from '../../../test/accounts';
import { completeBotTrade } from '../../modules/bot-trades/complete-bot-trade';
import { lockTrade } from '../../modules/market/record-bot-trades';
import { recordJoinedWithdrawal, recordWithdrawalProgress } from './follow-withdrawals';

const { app, database } = await createTestApp({}, { connectors: fakeConnectors().connectors });
const db = database.db;
const SNIPES_CHANNEL = '555555555555555555';
await updateSystemSettings(db, { discord_channels: { snipes: SNIPES_CHANNEL } });
const site = { publicUrl: 'https://skinpilot.test' };

let counter = 0;
/** A sniper with a linked Discord account, one CSGORoll account and one pending withdrawal. */
async function sniperWithWithdrawal(dmWithdrawals: boolean) {
  const owner = await trader(app, db, 'premium', { credits: 1000 });
  const discordId = `9${Date.now()}${(counter += 1)}`.padEnd(18, '0');
  await db.update(users).set({ discordId }).where(eq(users.id, owner.id));
  const payload = steamPayload(newSteamLogin());
  expect((await addSteam(app, owner.token, payload)).statusCode).toBe(201);
  const roll = await addRoll(app, owner.token, {
    auth_method: 'cookie',
    cookie: rollCookie(payload.steam_id),
  });
  expect(roll.statusCode, roll.body).toBe(201);
  const [account] = await db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.steamId, payload.steam_id));
  await writeSettings(
    db,
    account!.id,
    { csgoroll: { ...DEFAULT_CSGOROLL_SETTINGS, dm_withdrawals: dmWithdrawals } },
    new Date(),
  );
  const tradeId = `withdrawal-${counter}-${Date.now()}`;
  await db.insert(trades).values({
    userId: owner.id,
    steamId: payload.steam_id,
    csgorollTradeId: tradeId,
    kind: 'withdrawal',
    itemName: 'AK-47 | Redline (Field-Tested)',
    value: '110.00',
    markupPercent: '4.50',
    status: 'pending',
    marketplaceStatus: 'PROCESSING',
    estimatedProfit: '5.25',
    referenceValue: '125.00',
    referencePercent: '88.00',
  });
  const complete = () =>
    recordWithdrawalProgress(
      db,
      { steamId: payload.steam_id },
      { id: tradeId, status: 'COMPLETED' } as never,
      new Date(),
      site,
    );
  const channelMessages = () =>
    db.select().from(notificationOutbox).where(eq(notificationOutbox.channelId, SNIPES_CHANNEL));
  const dms = () =>
    db.select().from(notificationOutbox).where(eq(notificationOutbox.discordUserId, discordId));
  return { tradeId, steamId: payload.steam_id, token: owner.token, complete, channelMessages, dms };
}

describe('a completed withdrawal tells Discord', () => {
  it('queues one snipes message and one DM with item, price, markup, profit and link; a repeat queues nothing', async () => {
    const w = await sniperWithWithdrawal(true);
    const before = (await w.channelMessages()).length;
    expect((await w.complete()).outcome).toBe('completed');
    expect((await w.complete()).outcome).toBe('unchanged');

    const channel = (await w.channelMessages()).slice(before);
    expect(channel).toHaveLength(1);
    const [dm] = await w.dms();
    expect(await w.dms()).toHaveLength(1);
    for (const row of [channel[0]!, dm!]) {
      expect(row.event).toBe('snipe.withdrawal');
      expect(row.message.content).toBe('Withdrawal: AK-47 | Redline (Field-Tested)');
      const embed = row.message.embeds![0]!;
      expect(embed.url).toBe('https://skinpilot.test/trading?tab=overview&section=trade-history');
      expect(embed.fields!.map((f) => [f.name, f.value])).toEqual([
        ['Price', '110.00 coins'],
        ['Markup', '4.50 %'],
        ['% of ref', '88.00 %'],
        ['Reference', '125.00 coins ($82.50)'],
        ['Profit', '5.25 coins'],
      ]);
    }
  });

  it('sends no DM when dm_withdrawals is off, and still tells the snipes channel', async () => {
    const w = await sniperWithWithdrawal(false);
    const before = (await w.channelMessages()).length;
    expect((await w.complete()).outcome).toBe('completed');
    expect(await w.dms()).toEqual([]);
    expect((await w.channelMessages()).length).toBe(before + 1);
  });
});

describe('a withdrawal CSGORoll ends', () => {
  it('in COOLDOWN is closed as cancelled, with no credits and no Discord message', async () => {
    const w = await sniperWithWithdrawal(true);
    const before = (await w.channelMessages()).length;
    const cooled = await recordWithdrawalProgress(
      db,
      w,
      { id: w.tradeId, status: 'COOLDOWN' } as never,
      new Date(),
      site,
    );
    expect(cooled.outcome).toBe('cancelled');
    const [row] = await db.select().from(trades).where(eq(trades.csgorollTradeId, w.tradeId));
    expect(row).toMatchObject({ status: 'cancelled', marketplaceStatus: 'COOLDOWN' });
    expect(Number(row!.creditsUsed ?? 0)).toBe(0);
    expect((await w.channelMessages()).length).toBe(before);
    expect(await w.dms()).toEqual([]);
  });
});

describe("another account's trade", () => {
  it('is not moved by an update under the same marketplace id from a different account', async () => {
    const mine = await sniperWithWithdrawal(false);
    const theirs = await sniperWithWithdrawal(false);
    const crossed = await recordWithdrawalProgress(
      db,
      theirs,
      { id: mine.tradeId, status: 'COMPLETED' } as never,
      new Date(),
      site,
    );
    expect(crossed.outcome).toBe('unknown');
    const [row] = await db.select().from(trades).where(eq(trades.csgorollTradeId, mine.tradeId));
    expect(row).toMatchObject({ status: 'pending', steamId: mine.steamId });
    expect(Number(row!.creditsUsed ?? 0)).toBe(0);
    expect((await mine.complete()).outcome).toBe('completed');
  });
});

describe('a joined withdrawal keeps its reference', () => {
  const listing = (id: string) => ({
    id,
    status: 'LISTED',
    createdAt: 0,
    canJoinAfter: null,
    suspectedTraderCanJoinAfter: null,
    expiresAt: null,
    totalValue: 100,
    markupPercent: 2,
    items: [
      {
        marketName: 'AK-47 | Redline (Field-Tested)',
        name: 'Redline',
        brand: 'AK-47',
        exterior: 'Field-Tested',
        rarity: 'classified',
        baseValue: 98.04,
        value: 100,
        paintWear: 0.2,
        patternPercent: null,
        stickers: [],
      },
    ],
  });
  const rowOf = async (id: string) =>
    (await db.select().from(trades).where(eq(trades.csgorollTradeId, id)))[0]!;

  it('as reference_value and reference_percent of the price; no reference: both null', async () => {
    const w = await sniperWithWithdrawal(false);
    const owner = { userId: (await rowOf(w.tradeId)).userId, steamId: w.steamId };
    const priced = `joined-${Date.now()}-a`;
    const unpriced = `joined-${Date.now()}-b`;
    const trade = (id: string) => ({ id, status: 'JOINED', tradeItems: [] }) as never;
    expect(await recordJoinedWithdrawal(db, owner, trade(priced), listing(priced), new Date(), 125)).toBe(
      true,
    );
    expect(
      await recordJoinedWithdrawal(db, owner, trade(unpriced), listing(unpriced), new Date(), null),
    ).toBe(true);
    // With auto-deposit off the estimate is the reference minus the price (decision 031), without
    // one CSGORoll's base value minus the price.
    expect(await rowOf(priced)).toMatchObject({
      referenceValue: '125.00',
      referencePercent: '80.00',
      estimatedProfit: '25.00',
    });
    expect(await rowOf(unpriced)).toMatchObject({
      referenceValue: null,
      referencePercent: null,
      estimatedProfit: '-1.96',
    });
  });
});

describe('true profit (decision 031)', () => {
  it('a withdrawal then its redeposit: the sale closes it with the realised profit and both trades link', async () => {
    const w = await sniperWithWithdrawal(false);
    expect((await w.complete()).outcome).toBe('completed');
    const [withdrawal] = await db.select().from(trades).where(eq(trades.csgorollTradeId, w.tradeId));
    // The same item sold again by auto-deposit at 130 coins, after the 110-coin withdrawal.
    const saleId = `sale-${w.tradeId}`;
    const [sale] = await db
      .insert(trades)
      .values({
        userId: withdrawal!.userId,
        steamId: w.steamId,
        csgorollTradeId: saleId,
        kind: 'deposit',
        itemName: withdrawal!.itemName,
        value: '130.00',
        markupPercent: '5.00',
        status: 'pending',
        createdAt: new Date(withdrawal!.createdAt.getTime() + 60_000),
      })
      .returning();
    await db.transaction(async (tx) => {
      const row = await lockTrade(tx, sale!.id);
      await completeBotTrade(tx, row!, { marketplaceStatus: 'COMPLETED', at: new Date(), publicUrl: '' });
    });

    const rows = await db.select().from(trades).where(eq(trades.userId, withdrawal!.userId));
    const byId = new Map(rows.map((r) => [r.csgorollTradeId, r]));
    expect(byId.get(saleId)).toMatchObject({
      status: 'completed',
      profit: '20.00',
      linkedTradeId: w.tradeId,
    });
    expect(byId.get(w.tradeId)).toMatchObject({ linkedTradeId: saleId, estimatedProfit: '5.25' });

    const res = await callAs(app, w.token, 'GET', '/api/trading/trades?period=all');
    expect(res.statusCode).toBe(200);
    const answered = new Map(
      (res.json().trades as Record<string, unknown>[]).map((t) => [t.trade_id as string, t]),
    );
    expect(answered.get(saleId)).toMatchObject({
      action: 'Completed',
      profit: 20,
      linked_trade_id: w.tradeId,
      withdraw_trade_id: w.tradeId,
    });
    // The closed withdrawal no longer counts an estimate: the realised profit is the sale's.
    expect(answered.get(w.tradeId)).toMatchObject({
      action: 'Withdraw',
      profit: null,
      estimated_profit: null,
      linked_trade_id: saleId,
    });

    // A second sale of the same item finds no open withdrawal: its profit stays unknown.
    const [again] = await db
      .insert(trades)
      .values({ ...sale!, id: undefined, csgorollTradeId: `${saleId}-2`, status: 'pending', profit: null })
      .returning();
    await db.transaction(async (tx) => {
      const row = await lockTrade(tx, again!.id);
      await completeBotTrade(tx, row!, { marketplaceStatus: 'COMPLETED', at: new Date(), publicUrl: '' });
    });
    const [second] = await db.select().from(trades).where(eq(trades.id, again!.id));
    expect(second).toMatchObject({ profit: null, linkedTradeId: null });
  });
});
