import type { TradingAccount } from '@skinpilot/contract';
import type { DbOrTx } from '../../db/database';
import { accountView } from './account-view';
import { listAccountsOf } from './accounts.queries';
import { readAccountOwner } from './account-owner';
import { snipingRefusalOf } from './sniping-right';

/**
 * The caller's accounts as the wire shows them, oldest first. A user who lost the sniping right reads
 * every switch off at once, without this read writing anything: the worker's orchestration round
 * and the next settings save turn them off for good.
 */
export async function listAccountViewsOf(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ accountId: string; view: TradingAccount }[]> {
  const [user, rows] = await Promise.all([readAccountOwner(db, userId), listAccountsOf(db, userId)]);
  const allowed = snipingRefusalOf(user, now) === null;
  return rows.map((row) => ({ accountId: row.id, view: accountView(row, allowed) }));
}
