import type { DbOrTx } from '../../db/database';
import {
  listAccountIds,
  listAccountsByIds,
  listAccountsOf,
  listAllAccounts,
  readSecrets,
  findAccountOf,
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

/**
 * A trading account as the modules above read it (the Steam tools, the deposit automation, the bot
 * runtime): its connections, standing and proxy, without its secrets.
 */
export type TradingAccountRecord = TradingAccountRow;

/** The user's account with this Steam id; another user's is not found (decision 004). */
export function findTradingAccountOf(
  db: DbOrTx,
  userId: string,
  steamId: string,
): Promise<TradingAccountRecord | undefined> {
  return findAccountOf(db, userId, steamId);
}

/** As findTradingAccountOf, for a call on the account: not found is the trading API's 404. */
export function requireTradingAccountOf(
  db: DbOrTx,
  userId: string,
  steamId: string,
): Promise<TradingAccountRecord> {
  return requireAccountOf(db, userId, steamId);
}
