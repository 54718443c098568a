import type { UserProfile } from '@skinpilot/contract';
import { describe, expect, it } from 'vitest';
import { memberSinceYear, purchaseCount, totalSpentCents } from './profile-stats';

const purchase = (amount: number, status: string) => ({
  purchase_id: 'cs_1',
  purchase_date: '2026-01-01T00:00:00Z',
  product_name: '1 Month',
  amount,
  currency: 'eur',
  status,
  receipt_url: null,
});
const cryptoPurchase = (amount: number, status: string) => ({
  invoice_id: 'np_1',
  purchase_date: '2026-01-01T00:00:00Z',
  product_name: '10k credits',
  amount,
  currency: 'eur',
  status,
});
const user = {
  purchases: [purchase(2999, 'completed'), purchase(999, 'pending')],
  crypto_purchases: [cryptoPurchase(6900, 'completed'), cryptoPurchase(100, 'waiting_for_charge')],
} satisfies Pick<UserProfile, 'purchases' | 'crypto_purchases'>;

describe('profile figures', () => {
  it('counts paid card and crypto purchases, not open, cancelled or abandoned checkouts', () => {
    expect(purchaseCount(user)).toBe(2);
    expect(purchaseCount({ purchases: [purchase(999, 'failed')], crypto_purchases: [] })).toBe(0);
  });
  it('adds up completed purchases only, in cents', () => {
    expect(totalSpentCents(user)).toBe(9899);
  });
  it('shows the member-since year in UTC', () => {
    expect(memberSinceYear('2025-12-31T23:30:00')).toBe('2025');
    expect(memberSinceYear('2025-12-31T23:30:00-02:00')).toBe('2026');
  });
});
