import type { DbOrTx } from '../../db/database';
import { findAccountRecordsOfUser } from './account-records.repository';

export type AccountRecord = Awaited<ReturnType<typeof findAccountRecordsOfUser>>[number];

/**
 * One user's accounts for staff, oldest first: public columns only, never the sealed credentials
 * (they live in account_secrets).
 */
export function listAccountsOfUser(db: DbOrTx, userId: string): Promise<AccountRecord[]> {
  return findAccountRecordsOfUser(db, userId);
}
