import type { Tx } from '../../db/database';
import { lockStandingRow } from './users.repository';

// users.credits is written by the credits module alone (credits/change-credits), always with its
// ledger row in the same transaction, so the balance equals the sum of the ledger. moveCreditBalance
// adds a signed numeric amount; undefined, and nothing written, below zero.
export { moveCreditBalance } from './users.repository';

/** The balance as numeric text, locked for the rest of the transaction; undefined for an unknown user. */
export async function lockCreditBalance(tx: Tx, userId: string): Promise<string | undefined> {
  return (await lockStandingRow(tx, userId))?.credits;
}
