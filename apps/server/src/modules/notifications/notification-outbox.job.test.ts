import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { startJobRunner } from '../../worker/job-runner';
import { NOTIFICATION_OUTBOX_QUEUE, scheduleNotificationDrain } from './notification-outbox.job';

const database = await createTestDatabase();
const jobs = await startJobRunner(database.url, () => undefined);
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

it('drains the outbox every minute on one shared schedule, however many workers start', async () => {
  const deps = { db: database.db, sender: undefined, now: () => new Date(), log: () => undefined };
  await scheduleNotificationDrain(jobs.boss, deps);
  await scheduleNotificationDrain(jobs.boss, deps);
  const schedules = await jobs.boss.getSchedules();
  expect(schedules.filter((s) => s.name === NOTIFICATION_OUTBOX_QUEUE)).toEqual([
    expect.objectContaining({ cron: '* * * * *', timezone: 'UTC' }),
  ]);
});
