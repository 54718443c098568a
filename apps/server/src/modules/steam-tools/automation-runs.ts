import type { DbOrTx } from '../../db/database';
import { lastRunAt, lastRunsAt, upsertRun } from './automation-runs.repository';

export type Automation = 'monitor' | 'reversal_check' | 'auto_deposit' | 'steam_token';

/** Whether `automation` last ran for the account at least `everyMs` ago (or never). */
export async function isDue(
  db: DbOrTx,
  accountId: string,
  automation: Automation,
  everyMs: number,
  now: Date,
) {
  const last = await lastRunAt(db, accountId, automation);
  return !last || now.getTime() - last.getTime() >= everyMs;
}

export async function markRun(db: DbOrTx, accountId: string, automation: Automation, at: Date) {
  await upsertRun(db, accountId, automation, at);
}

/** When `automation` last ran for each of these accounts (absent: never). */
export function lastRunsOf(db: DbOrTx, accountIds: string[], automation: Automation) {
  return lastRunsAt(db, accountIds, automation);
}
