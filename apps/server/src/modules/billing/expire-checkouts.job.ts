import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import { expirePendingCheckouts } from './expire-checkouts';

export const CHECKOUT_EXPIRY_QUEUE = 'checkout-expiry';
/** Every 15 minutes: an abandoned checkout is failed at most a quarter of an hour after its day. */
export const CHECKOUT_EXPIRY_CRON = '*/15 * * * *';

/** One schedule per name across processes (pg-boss), so N workers expire each checkout once. */
export async function scheduleCheckoutExpiry(
  boss: PgBoss,
  deps: { db: Db; now: () => Date; log: (outcome: { expired: number }) => void },
): Promise<void> {
  await boss.createQueue(CHECKOUT_EXPIRY_QUEUE);
  await boss.schedule(CHECKOUT_EXPIRY_QUEUE, CHECKOUT_EXPIRY_CRON, undefined, { tz: 'UTC' });
  await boss.work(CHECKOUT_EXPIRY_QUEUE, async () => {
    const expired = await expirePendingCheckouts(deps.db, deps.now());
    if (expired > 0) deps.log({ expired });
  });
}
