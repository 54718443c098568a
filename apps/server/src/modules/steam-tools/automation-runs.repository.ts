import type { DbOrTx } from '../../db/database';
import type { Automation } from './automation-runs';
import { automationRuns } from './steam-automation.schema';

/** The automation ran for the account at `at` (isDue reads it). */
export async function markRun(
  db: DbOrTx,
  accountId: string,
  automation: Automation,
  at: Date,
): Promise<void> {
  await db
    .insert(automationRuns)
    .values({ accountId, automation, lastRunAt: at })
    .onConflictDoUpdate({
      target: [automationRuns.accountId, automationRuns.automation],
      set: { lastRunAt: at },
    });
}
