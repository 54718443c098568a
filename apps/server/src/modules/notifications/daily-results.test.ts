import { expect, it } from 'vitest';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { updateSystemSettings } from '../system-config/system-settings';
import { trades } from '../market/market.schema';
import { queueDailyResults } from './daily-results';
import { notificationOutbox } from './notification-outbox.schema';

const { app, database } = await createTestApp();
const db = database.db;

it("queues yesterday's completed trades for the daily results channel, and nothing without one", async () => {
  const now = new Date('2026-11-25T00:05:00Z');
  expect(await queueDailyResults(db, now)).toBe(false);

  const user = await userWithRole(app, db, 'premium');
  const completed = (kind: 'withdrawal' | 'deposit', value: string, credits: string, id: string) => ({
    userId: user.id,
    steamId: '76561198000000001',
    csgorollTradeId: id,
    kind,
    itemName: 'AK-47 | Redline (Field-Tested)',
    value,
    markupPercent: '4.00',
    creditsUsed: credits,
    status: 'completed' as const,
    createdAt: new Date('2026-11-24T10:00:00Z'),
    completedAt: new Date('2026-11-24T10:05:00Z'),
  });
  await db
    .insert(trades)
    .values([
      completed('withdrawal', '100.00', '40.00', 'Trade:d1'),
      completed('withdrawal', '50.00', '20.00', 'Trade:d2'),
      completed('deposit', '2000.00', '50.00', 'Trade:d3'),
    ]);
  await updateSystemSettings(db, { discord_channels: { daily_results: '777777777777777777' } });
  expect(await queueDailyResults(db, now)).toBe(true);
  const [row] = await db.select().from(notificationOutbox);
  expect(row).toMatchObject({ event: 'daily.results', channelId: '777777777777777777', status: 'pending' });
  expect(row!.message.content).toBe('Daily results for 2026-11-24 (UTC)');
  expect(row!.message.embeds![0]!.fields).toEqual([
    { name: 'Withdrawals', value: '2 trades, 150.00 coins, 60.00 credits' },
    { name: 'Deposits', value: '1 trade, 2,000.00 coins, 50.00 credits' },
  ]);
});
