import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { startJobRunner } from '../../worker/job-runner';
import type { AccountConnectors } from '../trading-accounts/trading-context';
import { createAccountVault } from '../trading-accounts/account-vault';
import { testSecrets } from '../../../test/test-app';
import {
  INVENTORY_REFRESH_CRON,
  INVENTORY_REFRESH_QUEUE,
  scheduleOverviewJobs,
  WEALTH_SNAPSHOT_CRON,
  WEALTH_SNAPSHOT_QUEUE,
} from './overview.jobs';

const database = await createTestDatabase();
const jobs = await startJobRunner(database.url, () => undefined);
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

it('schedules the inventory refresh and the wealth points once, however often a worker starts', async () => {
  const deps = {
    db: database.db,
    vault: createAccountVault(testSecrets),
    connectors: {} as AccountConnectors,
    now: () => new Date(),
    log: () => undefined,
  };
  await scheduleOverviewJobs(jobs.boss, deps);
  await scheduleOverviewJobs(jobs.boss, deps);
  const schedules = await jobs.boss.getSchedules();
  expect(schedules.filter((s) => s.name === INVENTORY_REFRESH_QUEUE)).toEqual([
    expect.objectContaining({ cron: INVENTORY_REFRESH_CRON, timezone: 'UTC' }),
  ]);
  expect(schedules.filter((s) => s.name === WEALTH_SNAPSHOT_QUEUE)).toEqual([
    expect.objectContaining({ cron: WEALTH_SNAPSHOT_CRON, timezone: 'UTC' }),
  ]);
});
