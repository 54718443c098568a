import type { DbOrTx } from '../../db/database';
import { findEmail } from './users.repository';

/** The user's email; undefined for an unknown user. */
export function emailOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  return findEmail(db, userId);
}
