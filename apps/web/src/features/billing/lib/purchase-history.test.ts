import { describe, expect, it } from 'vitest';
import { defaultHistoryFilters, filterHistory, historyRows, shortId } from './purchase-history';

const card = (id: string, status: string, date: string) => ({
  purchase_id: id,
  purchase_date: date,
  product_name: 'P',
  amount: 100,
  currency: 'eur',
  status,
  receipt_url: null,
});

describe('billing history', () => {
  it('shows completed and processing by default, newest first, and hides pending', () => {
    const rows = historyRows({
      purchases: [
        card('a', 'completed', '2026-01-01T00:00:00Z'),
        card('b', 'pending', '2026-01-02T00:00:00Z'),
        card('d', 'failed', '2026-01-04T00:00:00Z'),
      ],
      crypto_purchases: [
        {
          invoice_id: 'c',
          purchase_date: '2026-01-03T00:00:00Z',
          product_name: 'P',
          amount: 1,
          currency: 'eur',
          status: 'waiting_for_charge',
        },
      ],
    });
    expect(filterHistory(rows, defaultHistoryFilters).map((r) => r.id)).toEqual(['c', 'a']);
    expect(filterHistory(rows, { ...defaultHistoryFilters, crypto: false }).map((r) => r.id)).toEqual(['a']);
    expect(shortId('cs_sandbox_0123456789abcdef')).toBe('cs_sandbox_01234');
  });

  it('has a Failed filter, off by default, for cancelled and expired checkouts', () => {
    const rows = historyRows({
      purchases: [card('f', 'failed', '2026-01-04T00:00:00Z')],
      crypto_purchases: [],
    });
    expect(filterHistory(rows, defaultHistoryFilters)).toEqual([]);
    const withFailed = {
      ...defaultHistoryFilters,
      status: { ...defaultHistoryFilters.status, failed: true },
    };
    expect(filterHistory(rows, withFailed).map((r) => r.id)).toEqual(['f']);
  });
});
