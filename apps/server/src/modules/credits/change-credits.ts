import type { Tx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { lockCreditBalance, moveCreditBalance } from '../users/credit-balance';
import type { CreditReason } from './credits.schema';
import { announce } from '../live-events/announce';
import { insertLedgerRow } from './credit-ledger.repository';

export type CreditChange = {
  userId: string;
  /** Positive adds, negative takes; at most two decimals. */
  amount: number;
  reason: CreditReason;
  reference?: string | null;
};

export class InsufficientCreditsError extends AppError {
  constructor(
    readonly balance: number,
    readonly requested: number,
  ) {
    super('conflict', 'Insufficient credits.');
  }
}

/** Credits as numeric text with two decimals, so sums never pick up float dust. */
const toNumeric = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/**
 * The only writer of users.credits. Locks the user's row, refuses to go below zero, then updates
 * the balance and writes the ledger row, all inside the caller's transaction: the balance always
 * equals the sum of the ledger, and concurrent changes to one user queue on the row lock.
 */
export async function changeCredits(tx: Tx, change: CreditChange): Promise<{ balance: number }> {
  if (!Number.isFinite(change.amount))
    throw new AppError('bad_request', 'The credit amount is not a number.');
  const amount = toNumeric(change.amount);
  const locked = await lockCreditBalance(tx, change.userId);
  if (locked === undefined) throw new AppError('not_found', 'This account no longer exists.');
  return applyLockedChange(tx, change, amount, locked);
}

/**
 * Charges what a finished trade costs, at most what is left: the sale or purchase happened, so the
 * charge never takes the balance below zero; it takes the rest and answers what it took. The
 * balance is read under the user's row lock and moved under that same lock, so concurrent charges
 * to one user queue and each sees the balance the previous one left. 0 for a removed user.
 */
export async function chargeUpToBalance(
  tx: Tx,
  charge: { userId: string; due: number; reason: CreditReason; reference?: string | null },
): Promise<number> {
  const locked = await lockCreditBalance(tx, charge.userId);
  const charged = Math.min(charge.due, Number(locked ?? 0));
  if (locked === undefined || !(charged > 0)) return 0;
  const change = {
    userId: charge.userId,
    amount: -charged,
    reason: charge.reason,
    reference: charge.reference,
  };
  await applyLockedChange(tx, change, toNumeric(-charged), locked);
  return charged;
}

/** The balance moves and its ledger row is written; the caller holds the user's row lock. */
async function applyLockedChange(
  tx: Tx,
  change: CreditChange,
  amount: string,
  locked: string,
): Promise<{ balance: number }> {
  const balance = await moveCreditBalance(tx, change.userId, amount);
  if (balance === undefined) throw new InsufficientCreditsError(Number(locked), Math.abs(change.amount));
  await insertLedgerRow(tx, {
    userId: change.userId,
    amount,
    balanceAfter: balance,
    reason: change.reason,
    reference: change.reference ?? null,
  });
  // The owner's dashboards show the new balance once this transaction commits (never if it rolls back).
  await announce(tx, change.userId, 'credits', { credits: Number(balance) });
  return { balance: Number(balance) };
}
