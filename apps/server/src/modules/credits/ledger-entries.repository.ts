import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { creditLedger } from './credits.schema';

/** The user's ledger rows newest first, paged on credit_ledger_user_created_idx. */
export function findLedgerRowsOf(db: DbOrTx, userId: string, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .offset(page.offset)
    .limit(page.limit);
}
