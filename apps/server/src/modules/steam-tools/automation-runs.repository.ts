import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { automationRuns } from './steam-automation.schema';

export async function lastRunAt(
  db: DbOrTx,
  accountId: string,
  automation: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ lastRunAt: automationRuns.lastRunAt })
    .from(automationRuns)
    .where(and(eq(automationRuns.accountId, accountId), eq(automationRuns.automation, automation)));
  return row?.lastRunAt;
}

export async function upsertRun(db: DbOrTx, accountId: string, automation: string, at: Date) {
  await db
    .insert(automationRuns)
    .values({ accountId, automation, lastRunAt: at })
    .onConflictDoUpdate({
      target: [automationRuns.accountId, automationRuns.automation],
      set: { lastRunAt: at },
    });
}

/** When the automation last ran, by account id, for these accounts in one read. */
export async function lastRunsAt(db: DbOrTx, accountIds: string[], automation: string) {
  if (accountIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ accountId: automationRuns.accountId, lastRunAt: automationRuns.lastRunAt })
    .from(automationRuns)
    .where(and(inArray(automationRuns.accountId, accountIds), eq(automationRuns.automation, automation)));
  return new Map(rows.map((row) => [row.accountId, row.lastRunAt]));
}
