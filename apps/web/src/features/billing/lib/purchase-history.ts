import type { UserProfile } from '@skinpilot/contract';
import { parseUtcTimestamp } from '@skinpilot/domain';

export type HistoryStatus = 'completed' | 'waiting_for_charge' | 'pending' | 'failed';
export type HistoryFilters = { status: Record<HistoryStatus, boolean>; card: boolean; crypto: boolean };

/**
 * Completed and Processing on, Pending off, card and crypto on (section 5). Failed (cancelled,
 * declined or expired checkouts) is off too: like Pending, it is nothing the user paid for.
 */
export const defaultHistoryFilters: HistoryFilters = {
  status: { completed: true, waiting_for_charge: true, pending: false, failed: false },
  card: true,
  crypto: true,
};

export type HistoryRow = {
  id: string;
  type: 'card' | 'crypto';
  date: string;
  productName: string;
  amount: number;
  currency: string;
  status: string;
  receiptUrl: string | null;
};

export function historyRows(user: Pick<UserProfile, 'purchases' | 'crypto_purchases'>): HistoryRow[] {
  const rows: HistoryRow[] = [
    ...user.purchases.map((p) => ({
      id: p.purchase_id,
      type: 'card' as const,
      date: p.purchase_date,
      productName: p.product_name,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      receiptUrl: p.receipt_url,
    })),
    ...user.crypto_purchases.map((p) => ({
      id: p.invoice_id,
      type: 'crypto' as const,
      date: p.purchase_date,
      productName: p.product_name,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      receiptUrl: null,
    })),
  ];
  return rows.sort((a, b) => parseUtcTimestamp(b.date) - parseUtcTimestamp(a.date));
}

/** A purchase shows only if both its status and its payment type are enabled. */
export function filterHistory(rows: HistoryRow[], filters: HistoryFilters): HistoryRow[] {
  return rows.filter((row) => {
    const typeOn = row.type === 'card' ? filters.card : filters.crypto;
    const statusOn = row.status in filters.status ? filters.status[row.status as HistoryStatus] : true;
    return typeOn && statusOn;
  });
}

export const statusBadge: Record<string, { label: string; tone: string }> = {
  completed: { label: 'Completed', tone: 'badge-success' },
  waiting_for_charge: { label: 'Processing', tone: 'badge-warning' },
  pending: { label: 'Pending', tone: 'badge-info' },
};

export function badgeFor(status: string) {
  return statusBadge[status] ?? { label: status, tone: 'badge-neutral' };
}

export const shortId = (id: string) => id.slice(0, 16);
