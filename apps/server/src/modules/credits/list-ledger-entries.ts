import type { DbOrTx } from '../../db/database';
import type { CreditReason } from './credits.schema';
import { findLedgerRowsOf } from './ledger-entries.repository';

export type LedgerEntryRecord = {
  id: string;
  createdAt: Date;
  amount: number;
  balanceAfter: number;
  reason: CreditReason;
  reference: string | null;
};

/** A window of one user's credit changes, newest first. */
export async function listLedgerEntriesOf(
  db: DbOrTx,
  userId: string,
  page: { offset: number; limit: number },
): Promise<LedgerEntryRecord[]> {
  const rows = await findLedgerRowsOf(db, userId, page);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    amount: Number(row.amount),
    balanceAfter: Number(row.balanceAfter),
    reason: row.reason,
    reference: row.reference,
  }));
}
