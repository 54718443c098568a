import { notFound } from '../../errors/app-error';
import type { DbOrTx } from '../../db/database';
import { lockLicenceHolder, readLicenceHolder, type LicenceHolder } from '../users/licence-holder';

/**
 * Locks the user's row for the rest of the transaction: account additions and slot purchases of
 * one user queue here, so two racing calls cannot both pass a limit or credit check.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<LicenceHolder> {
  const row = await lockLicenceHolder(tx, userId);
  if (!row) throw notFound('This user no longer exists.');
  return row;
}

export async function readUser(db: DbOrTx, userId: string): Promise<LicenceHolder> {
  const row = await readLicenceHolder(db, userId);
  if (!row) throw notFound('This user no longer exists.');
  return row;
}
