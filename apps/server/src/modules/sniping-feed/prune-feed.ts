import type { Db } from '../../db/database';
import { pruneBatch, type PrunableTable } from './sniping-feed.repository';

const TABLES: readonly PrunableTable[] = ['sniping_decisions', 'sniping_skips', 'sniping_listings'];

/**
 * Deletes the recorded feed older than the retention, `batch` rows per statement and at most
 * `maxBatches` statements per table per run, so one run never holds a long lock or a long
 * transaction; what is left goes on the next run.
 */
export async function pruneRecordedFeed(
  db: Db,
  options: { now: Date; retentionDays: number; batch?: number; maxBatches?: number },
) {
  const before = new Date(options.now.getTime() - options.retentionDays * 86_400_000);
  const batch = options.batch ?? 5_000;
  const maxBatches = options.maxBatches ?? 200;
  const deleted: Record<PrunableTable, number> = {
    sniping_decisions: 0,
    sniping_skips: 0,
    sniping_listings: 0,
  };
  for (const table of TABLES)
    for (let i = 0; i < maxBatches; i++) {
      const gone = await pruneBatch(db, table, before, batch);
      deleted[table] += gone;
      if (gone < batch) break;
    }
  return deleted;
}
