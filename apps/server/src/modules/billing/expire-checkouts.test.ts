import { afterAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../../test/billing';
import { createTestDatabase } from '../../../test/test-database';
import { users } from '../users/users.schema';
import { startJobRunner } from '../../worker/job-runner';
import { purchases } from './billing.schema';
import { CHECKOUT_EXPIRY_QUEUE, scheduleCheckoutExpiry } from './expire-checkouts.job';
import { EXPIRED_CHECKOUT_MESSAGE, expirePendingCheckouts } from './expire-checkouts';

const database = await createTestDatabase();
const db = database.db;
const jobs = await startJobRunner(database.url, () => undefined);
afterAll(async () => {
  await jobs.stop();
  await database.close();
});
await seedCatalogue(db);
const HOUR = 3_600_000;

it('fails checkouts left unpaid for a day and keeps newer, paid and processing ones', async () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const [user] = await db
    .insert(users)
    .values({ username: 'buyer', email: 'buyer@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  const checkout = (
    ref: string,
    status: 'pending' | 'waiting_for_charge' | 'completed',
    hoursAgo: number,
  ) => ({
    userId: user!.id,
    productId: '1_month',
    productName: '1 Month',
    method: 'card' as const,
    provider: 'sandbox',
    providerRef: ref,
    status,
    amountCents: 4900,
    createdAt: new Date(now.getTime() - hoursAgo * HOUR),
  });
  await db
    .insert(purchases)
    .values([
      checkout('abandoned', 'pending', 25),
      checkout('fresh', 'pending', 2),
      checkout('paid', 'completed', 48),
      checkout('confirming', 'waiting_for_charge', 48),
    ]);

  expect(await expirePendingCheckouts(db, now)).toBe(1);
  expect(await expirePendingCheckouts(db, now)).toBe(0);

  const rows = await db
    .select({ ref: purchases.providerRef, status: purchases.status, error: purchases.errorMessage })
    .from(purchases);
  expect(rows.sort((a, b) => a.ref.localeCompare(b.ref))).toEqual([
    { ref: 'abandoned', status: 'failed', error: EXPIRED_CHECKOUT_MESSAGE },
    { ref: 'confirming', status: 'waiting_for_charge', error: null },
    { ref: 'fresh', status: 'pending', error: null },
    { ref: 'paid', status: 'completed', error: null },
  ]);
});

it('schedules the expiry once on the shared queue however often it starts', async () => {
  const deps = { db, now: () => new Date(), log: () => undefined };
  await scheduleCheckoutExpiry(jobs.boss, deps);
  await scheduleCheckoutExpiry(jobs.boss, deps);
  const schedules = await jobs.boss.getSchedules();
  expect(schedules.filter((s) => s.name === CHECKOUT_EXPIRY_QUEUE)).toHaveLength(1);
});
