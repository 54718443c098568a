import type { AdminPurchase } from '@skinpilot/contract';
import { collectPages, csvDate, downloadCsv, toCsv, type CsvColumn } from '../../../shared/csv/csv';
import { readPurchasesPage } from '../api/list-purchases';

export const purchasesCsvColumns: CsvColumn<AdminPurchase>[] = [
  { header: 'Id', value: (p) => p.id },
  { header: 'Created (UTC)', value: (p) => p.created_at },
  { header: 'Completed (UTC)', value: (p) => p.completed_at },
  { header: 'Email', value: (p) => p.email },
  { header: 'Product id', value: (p) => p.product_id },
  { header: 'Product', value: (p) => p.product_name },
  { header: 'Method', value: (p) => p.method },
  { header: 'Provider', value: (p) => p.provider },
  { header: 'Provider reference', value: (p) => p.provider_ref },
  { header: 'Status', value: (p) => p.status },
  { header: 'Amount', value: (p) => (p.amount_cents / 100).toFixed(2) },
  { header: 'Currency', value: (p) => p.currency.toUpperCase() },
  { header: 'Discount %', value: (p) => p.discount_percent },
];

/** At most 100 pages of 500 purchases: the large data set's 50,000 fit. */
export const PURCHASES_EXPORT_MAX_ROWS = 50_000;

export async function exportPurchases() {
  const { rows, isCut } = await collectPages(readPurchasesPage, PURCHASES_EXPORT_MAX_ROWS);
  downloadCsv(`purchases-${csvDate()}.csv`, toCsv(purchasesCsvColumns, rows));
  return { isCut, maxRows: PURCHASES_EXPORT_MAX_ROWS };
}
