import type PgBoss from 'pg-boss';
import { listAccountsByIds, listAccountIds } from '../trading-accounts/accounts.queries';
import { workFirstSnapshots } from './first-snapshot.job';
import { snapshotAll } from './inventory.service';
import { snapshotTimes, staleSnapshotAccountIds } from './inventory-snapshots.repository';
import type { SnapshotDeps } from './take-inventory-snapshot';
import { recordWealthPoints } from './wealth';

export const INVENTORY_REFRESH_QUEUE = 'inventory-refresh';
export const WEALTH_SNAPSHOT_QUEUE = 'wealth-snapshot';
/** Every 30 minutes, the accounts whose snapshot is older than 30 minutes are read again. */
export const INVENTORY_REFRESH_CRON = '*/30 * * * *';
const INVENTORY_MAX_AGE_MS = 30 * 60_000;
/** Accounts one run reads at most; the oldest go first and the rest follow on the next run. */
const INVENTORY_BATCH = 200;
/** One wealth point per user every hour, at minute 5 (after the inventory refresh at 0 and 30). */
export const WEALTH_SNAPSHOT_CRON = '5 * * * *';

/** Snapshots the accounts whose inventory is oldest (never read first). */
export async function refreshStaleInventories(deps: SnapshotDeps): Promise<{ read: number; failed: number }> {
  const cutoff = new Date(deps.now().getTime() - INVENTORY_MAX_AGE_MS);
  // The order the single query over accounts and snapshots had (`taken_at` ascending, which puts
  // the never-read after the oldest), composed from the snapshots (ours) and the accounts
  // (trading-accounts'): the stale snapshots first, then never-read accounts while the batch has room.
  const stale = await staleSnapshotAccountIds(deps.db, cutoff, INVENTORY_BATCH);
  if (stale.length < INVENTORY_BATCH) {
    const [accountIds, taken] = await Promise.all([listAccountIds(deps.db), snapshotTimes(deps.db)]);
    const neverRead = accountIds.filter((id) => !taken.has(id));
    stale.push(...neverRead.slice(0, INVENTORY_BATCH - stale.length));
  }
  const byId = new Map((await listAccountsByIds(deps.db, stale)).map((account) => [account.id, account]));
  const rows = stale.flatMap((id) => byId.get(id) ?? []);
  const failed = await snapshotAll(deps, rows);
  return { read: rows.length, failed: failed.length };
}

/**
 * The overview's schedules on the shared pg-boss queue (one run per schedule across all workers, as
 * for the extra-slot renewal). Inventory snapshots need the platforms; without connectors only the
 * wealth points run.
 */
export async function scheduleOverviewJobs(
  boss: PgBoss,
  deps: Omit<SnapshotDeps, 'connectors'> & {
    connectors: SnapshotDeps['connectors'] | undefined;
    log: (what: string, outcome: object) => void;
  },
): Promise<void> {
  const { connectors } = deps;
  if (connectors) {
    await boss.createQueue(INVENTORY_REFRESH_QUEUE);
    await boss.schedule(INVENTORY_REFRESH_QUEUE, INVENTORY_REFRESH_CRON, undefined, { tz: 'UTC' });
    await boss.work(INVENTORY_REFRESH_QUEUE, async () => {
      const outcome = await refreshStaleInventories({ ...deps, connectors });
      if (outcome.read > 0) deps.log('inventories refreshed', outcome);
    });
    await workFirstSnapshots(boss, { ...deps, connectors });
  }
  await boss.createQueue(WEALTH_SNAPSHOT_QUEUE);
  await boss.schedule(WEALTH_SNAPSHOT_QUEUE, WEALTH_SNAPSHOT_CRON, undefined, { tz: 'UTC' });
  await boss.work(WEALTH_SNAPSHOT_QUEUE, async () => {
    const points = await recordWealthPoints(deps.db, deps.now());
    deps.log('wealth points recorded', { points });
  });
}
