import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { tradeDailyFigures, trades } from './market.schema';

const { app, database } = await createTestApp();
const db = database.db;

const figures = () =>
  db
    .select()
    .from(tradeDailyFigures)
    .orderBy(tradeDailyFigures.day, tradeDailyFigures.kind, tradeDailyFigures.markupBucket);

describe('market_markup_bucket, the one place the dashboard bands are defined', () => {
  it.each([
    [0, 'under_1_1'],
    [1.09, 'under_1_1'],
    [1.1, 'under_3_1'],
    [3.1, 'under_5_1'],
    [5.1, 'over_5_1'],
  ] as const)('%s%% is %s', async (markup, bucket) => {
    const result = await db.execute(sql`select market_markup_bucket(${markup}::numeric) as bucket`);
    expect((result.rows[0] as { bucket: string }).bucket).toBe(bucket);
  });
});

describe('trade_daily_figures follows every write to trades', () => {
  it('counts completed trades per UTC day, kind and markup band, and undoes changes', async () => {
    const user = await userWithRole(app, db, 'premium');
    const base = { userId: user.id, steamId: '76561198000000001', itemName: 'AK-47 | Redline' };
    await db.insert(trades).values([
      {
        ...base,
        csgorollTradeId: 'r-1',
        kind: 'withdrawal',
        value: '100.50',
        markupPercent: '1.09',
        creditsUsed: '2',
        status: 'completed',
        createdAt: new Date('2026-11-20T23:59:00Z'),
      },
      {
        ...base,
        csgorollTradeId: 'r-2',
        kind: 'withdrawal',
        value: '50',
        markupPercent: '0.5',
        creditsUsed: '1',
        status: 'completed',
        createdAt: new Date('2026-11-20T01:00:00Z'),
      },
      {
        ...base,
        csgorollTradeId: 'r-3',
        kind: 'deposit',
        value: '70',
        markupPercent: '6',
        status: 'pending',
        createdAt: new Date('2026-11-21T00:00:00Z'),
      },
    ]);
    expect(await figures()).toEqual([
      {
        day: '2026-11-20',
        kind: 'withdrawal',
        markupBucket: 'under_1_1',
        tradeCount: 2,
        volume: '150.50',
        creditsUsed: '3.00',
      },
    ]);

    await db.update(trades).set({ status: 'completed' }).where(eq(trades.csgorollTradeId, 'r-3'));
    await db.delete(trades).where(eq(trades.csgorollTradeId, 'r-2'));
    expect(await figures()).toEqual([
      {
        day: '2026-11-20',
        kind: 'withdrawal',
        markupBucket: 'under_1_1',
        tradeCount: 1,
        volume: '100.50',
        creditsUsed: '2.00',
      },
      {
        day: '2026-11-21',
        kind: 'deposit',
        markupBucket: 'over_5_1',
        tradeCount: 1,
        volume: '70.00',
        creditsUsed: '0.00',
      },
    ]);
  });
});
