import type { DbOrTx } from '../../db/database';
import { countAccountsOfUser, countAllAccounts } from './account-records.repository';

/** Every linked trading account of every user. */
export function countAccounts(db: DbOrTx): Promise<number> {
  return countAllAccounts(db);
}

export function countAccountsOf(db: DbOrTx, userId: string): Promise<number> {
  return countAccountsOfUser(db, userId);
}
