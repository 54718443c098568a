import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { Automation } from './automation-runs';
import { automationRuns } from './steam-automation.schema';

/** When each automation last ran, read by the automations of later modules (decision 024). */

/** Whether `automation` last ran for the account at least `everyMs` ago (or never). */
export async function isDue(
  db: DbOrTx,
  accountId: string,
  automation: Automation,
  everyMs: number,
  now: Date,
): Promise<boolean> {
  const [last] = await db
    .select({ lastRunAt: automationRuns.lastRunAt })
    .from(automationRuns)
    .where(and(eq(automationRuns.accountId, accountId), eq(automationRuns.automation, automation)));
  return !last || now.getTime() - last.lastRunAt.getTime() >= everyMs;
}

/** When `automation` last ran for each of these accounts, in one read (absent: never). */
export async function lastRunsOf(
  db: DbOrTx,
  accountIds: string[],
  automation: Automation,
): Promise<Map<string, Date>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: automationRuns.accountId, lastRunAt: automationRuns.lastRunAt })
    .from(automationRuns)
    .where(and(inArray(automationRuns.accountId, accountIds), eq(automationRuns.automation, automation)));
  return new Map(rows.map((row) => [row.accountId, row.lastRunAt]));
}
