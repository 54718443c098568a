import { listAdminPurchases } from '@skinpilot/contract';
import { call } from '../../../shared/api/http-client';

/** One page of 500 purchases, as the CSV export reads them page after page. */
export async function readPurchasesPage(page: number) {
  const answer = await call(listAdminPurchases, { query: { page, limit: 500 } });
  return { rows: answer.purchases, hasMore: answer.has_more };
}
