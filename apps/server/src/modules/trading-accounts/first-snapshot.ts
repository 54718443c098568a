import type PgBoss from 'pg-boss';
import type { Tx } from '../../db/database';
import { jobsIn } from '../../db/jobs-in-transaction';

/**
 * A connected account's first inventory and wallet snapshot and its wealth point (issue 25): a job
 * queued in the transaction that connects the account, so the request answers at once and never
 * fails or races because of the read, and a crash right after the commit does not lose it. The
 * market's worker takes it (first-snapshot.job.ts).
 */
export const FIRST_SNAPSHOT_QUEUE = 'account-first-snapshot';

export type FirstSnapshotJob = { accountId: string };
export type FirstSnapshots = { request: (tx: Tx, accountId: string) => Promise<void> };

export async function firstSnapshotQueue(boss: PgBoss): Promise<FirstSnapshots> {
  await boss.createQueue(FIRST_SNAPSHOT_QUEUE);
  return {
    async request(tx, accountId) {
      const job: FirstSnapshotJob = { accountId };
      await boss.send(FIRST_SNAPSHOT_QUEUE, job, { db: jobsIn(tx), retryLimit: 3, retryDelay: 15 });
    },
  };
}
