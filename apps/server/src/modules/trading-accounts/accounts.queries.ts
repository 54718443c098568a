import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../errors/app-error';
import { readSettingsRow } from './settings.repository';
import {
  accountSecrets,
  tradingAccounts,
  type AccountSecretName,
  type TradingAccountRow,
} from './trading-accounts.schema';

/**
 * Reads of trading accounts, one name each, that other modules (the market's snapshots and wealth,
 * the overview, the Steam tools, deposits, the bot runtime) import as they are: read-only, no row
 * locks (lint). A locked read for a change is the repository's lockAccountOf.
 */
export type { TradingAccountRow } from './trading-accounts.schema';

export type StoredSecret = { name: AccountSecretName; keyId: string; sealed: string };

export async function listAccountsOf(db: DbOrTx, userId: string): Promise<TradingAccountRow[]> {
  return db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId))
    .orderBy(asc(tradingAccounts.createdAt), asc(tradingAccounts.id));
}

/** Every account of every user (the scheduled jobs' reads). */
export async function listAllAccounts(db: DbOrTx): Promise<TradingAccountRow[]> {
  return db.select().from(tradingAccounts);
}

export async function listAccountIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: tradingAccounts.id }).from(tradingAccounts);
  return rows.map((row) => row.id);
}

export async function listAccountsByIds(db: DbOrTx, accountIds: string[]): Promise<TradingAccountRow[]> {
  if (accountIds.length === 0) return [];
  return db.select().from(tradingAccounts).where(inArray(tradingAccounts.id, accountIds));
}

/** Every lookup by Steam id is scoped by owner: another user's account is simply not found (decision 004). */
export async function findAccountOf(
  db: DbOrTx,
  userId: string,
  steamId: string,
): Promise<TradingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.steamId, steamId)));
  return row;
}

export const accountNotFound = () => notFound("Account not found or you don't have permission to access it.");

export async function requireAccountOf(
  db: DbOrTx,
  userId: string,
  steamId: string,
): Promise<TradingAccountRow> {
  const row = await findAccountOf(db, userId, steamId);
  if (!row) throw accountNotFound();
  return row;
}

/** The account's sealed secrets; the caller opens them with the account vault (seal-secrets.ts). */
export async function readSecrets(db: DbOrTx, accountId: string): Promise<StoredSecret[]> {
  return db
    .select({ name: accountSecrets.name, keyId: accountSecrets.keyId, sealed: accountSecrets.sealed })
    .from(accountSecrets)
    .where(eq(accountSecrets.accountId, accountId));
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
