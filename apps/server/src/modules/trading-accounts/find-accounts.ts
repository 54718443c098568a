import type { DbOrTx } from '../../db/database';
import {
  listAccountIds,
  listAccountsByIds,
  listAccountsOf,
  listAllAccounts,
  readSecrets,
  requireAccountOf,
  type StoredSecret,
} from './accounts.repository';
import type { TradingAccountRow } from './trading-accounts.schema';

/** Trading accounts as other modules read them: the market's snapshots and wealth, the overview. */
export type { TradingAccountRow } from './trading-accounts.schema';

/** The user's accounts in the order they were added. */
export function accountsOf(db: DbOrTx, userId: string): Promise<TradingAccountRow[]> {
  return listAccountsOf(db, userId);
}

/** The user's account of this Steam id; another user's answers the same 404 as a missing one. */
export function requireOwnAccount(db: DbOrTx, userId: string, steamId: string): Promise<TradingAccountRow> {
  return requireAccountOf(db, userId, steamId);
}

/** Every account of every user, for the jobs that go over all of them. */
export function everyAccount(db: DbOrTx): Promise<TradingAccountRow[]> {
  return listAllAccounts(db);
}

export function everyAccountId(db: DbOrTx): Promise<string[]> {
  return listAccountIds(db);
}

/** The accounts of these ids, in one query; an unknown id is left out. */
export function accountsByIds(db: DbOrTx, accountIds: string[]): Promise<TradingAccountRow[]> {
  return listAccountsByIds(db, accountIds);
}

/** The account's sealed secrets; the caller opens them with the account vault (seal-secrets.ts). */
export function sealedSecretsOf(db: DbOrTx, accountId: string): Promise<StoredSecret[]> {
  return readSecrets(db, accountId);
}
