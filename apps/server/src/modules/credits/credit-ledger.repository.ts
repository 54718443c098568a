import type { DbOrTx } from '../../db/database';
import { creditLedger, type CreditReason } from './credits.schema';

export async function insertLedgerRow(
  tx: DbOrTx,
  row: {
    userId: string;
    amount: string;
    balanceAfter: string;
    reason: CreditReason;
    reference: string | null;
  },
): Promise<void> {
  await tx.insert(creditLedger).values(row);
}
