import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { TradingAccountRow } from './accounts.queries';
import { accountSettings, tradingAccounts } from './trading-accounts.schema';

/**
 * Reads of trading accounts for the admin's pages, the automations' sweeps and the Steam tools, one
 * name each (decision 024): read-only, no row locks (lint).
 */

/** Stored settings as saved (older rows lack newer fields; null: never saved). */
type StoredSettings = Record<string, unknown> | null;

/** Every linked trading account of every user. */
export async function countAccounts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tradingAccounts);
  return row?.n ?? 0;
}

export async function countAccountsOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId));
  return row?.n ?? 0;
}

/**
 * One user's accounts for staff, oldest first: public columns only, never the sealed credentials
 * (they live in account_secrets).
 */
export function listAccountsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      id: tradingAccounts.id,
      steamId: tradingAccounts.steamId,
      label: tradingAccounts.label,
      status: tradingAccounts.status,
      snipingEnabled: tradingAccounts.snipingEnabled,
      steamUsername: tradingAccounts.steamUsername,
      steamAvatarUrl: tradingAccounts.steamAvatarUrl,
      isBanned: tradingAccounts.steamCommunityBanned,
      steamSessionValid: tradingAccounts.steamSessionValid,
      proxyStatus: tradingAccounts.proxyStatus,
      csgorollUsername: tradingAccounts.csgorollUsername,
      csgorollAvatar: tradingAccounts.csgorollAvatar,
      cookieValid: tradingAccounts.csgorollCookieValid,
      mainBalance: tradingAccounts.csgorollMainBalance,
      lastChecked: tradingAccounts.csgorollLastChecked,
      inventoryUpdatedAt: tradingAccounts.steamInventoryUpdatedAt,
    })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId))
    .orderBy(asc(tradingAccounts.createdAt));
}

/** Every account whose Steam client runs, with its stored Steam settings, for the Steam automation's sweep. */
export async function accountsRunningSteam(
  db: DbOrTx,
): Promise<{ account: TradingAccountRow; steam: StoredSettings }[]> {
  return db
    .select({ account: tradingAccounts, steam: accountSettings.steam })
    .from(tradingAccounts)
    .leftJoin(accountSettings, eq(accountSettings.accountId, tradingAccounts.id))
    .where(and(isNotNull(tradingAccounts.steamConnectedAt), eq(tradingAccounts.steamSessionValid, true)));
}

/**
 * Every account with a valid CSGORoll session and saved settings, with both stored settings, for
 * the deposit sweeps; the caller applies the defaults and the role's bounds.
 */
export async function accountsWithCsgorollSession(
  db: DbOrTx,
): Promise<{ account: TradingAccountRow; csgoroll: StoredSettings; steam: StoredSettings }[]> {
  return db
    .select({ account: tradingAccounts, csgoroll: accountSettings.csgoroll, steam: accountSettings.steam })
    .from(tradingAccounts)
    .innerJoin(accountSettings, eq(accountSettings.accountId, tradingAccounts.id))
    .where(
      and(isNotNull(tradingAccounts.csgorollConnectedAt), eq(tradingAccounts.csgorollCookieValid, true)),
    );
}

/** Each Steam account needs its own proxy: whether an account (but `exceptAccountId`) already uses this one. */
export async function isProxyTaken(
  db: DbOrTx,
  fingerprint: string,
  exceptAccountId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.proxyFingerprint, fingerprint));
  return row !== undefined && row.id !== exceptAccountId;
}
