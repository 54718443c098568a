import { afterAll, expect, it } from 'vitest';
import { testSecrets } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { proxyProbe } from '../../integrations/proxy/proxy-probe';
import { startJobRunner } from '../../worker/job-runner';
import { DAILY_RESULTS_QUEUE, scheduleDailyResults } from '../notifications/daily-results';
import { STEAM_AUTOMATION_QUEUE, scheduleSteamAutomation } from '../steam-tools/steam-automation.job';
import { workerSteamContext } from '../steam-tools/steam-tools-setup';
import { createAccountVault } from '../trading-accounts/account-vault';
import {
  AUTO_DEPOSIT_QUEUE,
  DEPOSIT_CONFIRM_QUEUE,
  scheduleAutoDeposits,
  scheduleDepositConfirmations,
} from './auto-deposit.job';

const database = await createTestDatabase();
const jobs = await startJobRunner(database.url, () => undefined);
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

it('schedules each automation once on the shared queues, however many workers start', async () => {
  const ctx = workerSteamContext(
    { db: database.db, vault: createAccountVault(testSecrets), connectors: undefined, now: () => new Date() },
    proxyProbe({ ipCheckUrl: 'http://127.0.0.1:9/', timeoutMs: 500 }),
  );
  const report = () => undefined;
  for (let worker = 0; worker < 2; worker++) {
    await scheduleSteamAutomation(jobs.boss, ctx, report);
    await scheduleAutoDeposits(jobs.boss, ctx, report);
    await scheduleDepositConfirmations(jobs.boss, ctx, 'https://skinpilot.test', report);
    await scheduleDailyResults(jobs.boss, { db: database.db, now: () => new Date() });
  }
  const schedules = await jobs.boss.getSchedules();
  const cronOf = (name: string) => schedules.filter((s) => s.name === name).map((s) => s.cron);
  expect(cronOf(STEAM_AUTOMATION_QUEUE)).toEqual(['* * * * *']);
  expect(cronOf(AUTO_DEPOSIT_QUEUE)).toEqual(['*/5 * * * *']);
  expect(cronOf(DEPOSIT_CONFIRM_QUEUE)).toEqual(['* * * * *']);
  expect(cronOf(DAILY_RESULTS_QUEUE)).toEqual(['5 0 * * *']);
});
