import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { creditLedger } from './credits.schema';

/** The user's ledger rows newest first, paged on credit_ledger_user_seq_idx
 * (by sequence: created_at is a transaction's start and overlapping changes would read out of order). */
export function findLedgerRowsOf(db: DbOrTx, userId: string, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.seq))
    .offset(page.offset)
    .limit(page.limit);
}
