import type { DbOrTx } from '../../db/database';
import { notFound } from '../../errors/app-error';
import { selectOwnedAccount } from './owned-account.repository';
import type { TradingAccountRow } from './trading-accounts.schema';

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
  return selectOwnedAccount(db, userId, steamId);
}

/** As findTradingAccountOf, for a call on the account: not found is the trading API's 404. */
export async function requireTradingAccountOf(
  db: DbOrTx,
  userId: string,
  steamId: string,
): Promise<TradingAccountRecord> {
  const account = await selectOwnedAccount(db, userId, steamId);
  if (!account) throw notFound("Account not found or you don't have permission to access it.");
  return account;
}
