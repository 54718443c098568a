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
import { readSettingsRow } from './settings.repository';
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

/** One account by id with its saved CSGORoll settings (null: never saved), for a worker's job. */
export async function accountWithCsgorollSettings(
  db: DbOrTx,
  accountId: string,
): Promise<{ account: TradingAccountRow; csgoroll: Record<string, unknown> | null } | undefined> {
  const [[account], settings] = await Promise.all([
    listAccountsByIds(db, [accountId]),
    readSettingsRow(db, accountId),
  ]);
  return account && { account, csgoroll: (settings?.csgoroll as Record<string, unknown> | null) ?? null };
}
