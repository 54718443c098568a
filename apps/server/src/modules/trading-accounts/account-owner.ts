import { notFound } from '../../errors/app-error';
import type { DbOrTx } from '../../db/database';
import { lockTraderStanding } from '../users/lock-users';
import { traderStandingOf, type TraderStanding } from '../users/users.queries';

/**
 * Locks the owner's row for the rest of the transaction: account additions and slot purchases of
 * one user queue here, so two racing calls cannot both pass a limit or credit check.
 */
export async function lockAccountOwner(tx: DbOrTx, userId: string): Promise<TraderStanding> {
  const row = await lockTraderStanding(tx, userId);
  if (!row) throw notFound('This user no longer exists.');
  return row;
}

export async function readAccountOwner(db: DbOrTx, userId: string): Promise<TraderStanding> {
  const row = await traderStandingOf(db, userId);
  if (!row) throw notFound('This user no longer exists.');
  return row;
}
