import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { automationRuns } from './steam-automation.schema';

export type Automation = 'monitor' | 'reversal_check' | 'auto_deposit' | 'steam_token';

/** Whether `automation` last ran for the account at least `everyMs` ago (or never). */
export async function isDue(
  db: DbOrTx,
  accountId: string,
  automation: Automation,
  everyMs: number,
  now: Date,
) {
  const [row] = await db
    .select({ lastRunAt: automationRuns.lastRunAt })
    .from(automationRuns)
    .where(and(eq(automationRuns.accountId, accountId), eq(automationRuns.automation, automation)));
  return !row || now.getTime() - row.lastRunAt.getTime() >= everyMs;
}

export async function markRun(db: DbOrTx, accountId: string, automation: Automation, at: Date) {
  await db
    .insert(automationRuns)
    .values({ accountId, automation, lastRunAt: at })
    .onConflictDoUpdate({
      target: [automationRuns.accountId, automationRuns.automation],
      set: { lastRunAt: at },
    });
}
