import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import { pruneRecordedFeed } from './prune-feed';

export const FEED_PRUNE_QUEUE = 'sniping-feed-prune';
/** Hourly: a day's listings leave a little after their retention, a few thousand rows at a time. */
export const FEED_PRUNE_CRON = '23 * * * *';

/** One schedule across processes (pg-boss), so N workers prune once. */
export async function scheduleFeedPruning(
  boss: PgBoss,
  deps: { db: Db; now: () => Date; retentionDays: number; log: (deleted: Record<string, number>) => void },
): Promise<void> {
  await boss.createQueue(FEED_PRUNE_QUEUE);
  await boss.schedule(FEED_PRUNE_QUEUE, FEED_PRUNE_CRON, undefined, { tz: 'UTC' });
  await boss.work(FEED_PRUNE_QUEUE, async () => {
    const deleted = await pruneRecordedFeed(deps.db, { now: deps.now(), retentionDays: deps.retentionDays });
    if (Object.values(deleted).some((n) => n > 0)) deps.log(deleted);
  });
}
