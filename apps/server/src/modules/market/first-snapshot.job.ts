import type PgBoss from 'pg-boss';
import { listAccountsByIds } from '../trading-accounts/accounts.queries';
import { FIRST_SNAPSHOT_QUEUE, type FirstSnapshotJob } from '../trading-accounts/first-snapshot';
import { takeInventorySnapshot, type SnapshotDeps } from './take-inventory-snapshot';

/**
 * The worker's side of a connected account's first snapshot (trading-accounts/first-snapshot.ts):
 * its inventories and listings are read at once and a wealth point is written, so the dashboard
 * shows its skins and the chart its first point from the first minute. An account removed
 * meanwhile is skipped; a platform that cannot be read leaves its part empty (and says so), as the
 * half-hourly refresh does.
 */
const FIRST_SNAPSHOT_WORK = { batchSize: 10, pollingIntervalSeconds: 1 } as const;

export async function workFirstSnapshots(boss: PgBoss, deps: SnapshotDeps): Promise<void> {
  await boss.createQueue(FIRST_SNAPSHOT_QUEUE);
  // Accounts connected together are read together: a fetch takes up to ten of them, and the queue is
  // polled every second (pg-boss's default of 2 s, one job a fetch, kept five traders connecting at
  // once waiting ~10 s for their first skins).
  await boss.work<FirstSnapshotJob>(FIRST_SNAPSHOT_QUEUE, FIRST_SNAPSHOT_WORK, async (jobs) => {
    const accounts = await listAccountsByIds(
      deps.db,
      jobs.map((job) => job.data.accountId),
    );
    for (const account of accounts) await takeInventorySnapshot(deps, account, { wealthPoint: 'always' });
  });
}
