import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { startJobRunner } from '../../worker/job-runner';
import { EXTRA_SLOT_RENEWAL_QUEUE, scheduleExtraSlotRenewal } from './extra-slot-renewal.job';

const database = await createTestDatabase();
const jobs = await startJobRunner(database.url, () => undefined);
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

it('schedules the renewal on the shared queue with the configured cron, once however often it starts', async () => {
  const deps = { db: database.db, cron: '*/10 * * * *', now: () => new Date(), log: () => undefined };
  await scheduleExtraSlotRenewal(jobs.boss, deps);
  await scheduleExtraSlotRenewal(jobs.boss, deps);
  const schedules = await jobs.boss.getSchedules();
  expect(schedules.filter((s) => s.name === EXTRA_SLOT_RENEWAL_QUEUE)).toEqual([
    expect.objectContaining({ name: EXTRA_SLOT_RENEWAL_QUEUE, cron: '*/10 * * * *', timezone: 'UTC' }),
  ]);
});
