import type { UserProfile } from '@skinpilot/contract';
import { parseUtcTimestamp } from '@skinpilot/domain';

/**
 * Card and crypto purchases that were paid: a cancelled, abandoned or still-open checkout is not a
 * purchase, and the admin list counts the same way (admin/users/purchase-counts.ts).
 */
export function purchaseCount(user: Pick<UserProfile, 'purchases' | 'crypto_purchases'>): number {
  return [...user.purchases, ...user.crypto_purchases].filter((p) => p.status === 'completed').length;
}

/** What the user has paid, in cents: completed purchases only, card and crypto alike. */
export function totalSpentCents(user: Pick<UserProfile, 'purchases' | 'crypto_purchases'>): number {
  return [...user.purchases, ...user.crypto_purchases]
    .filter((purchase) => purchase.status === 'completed')
    .reduce((sum, purchase) => sum + purchase.amount, 0);
}

/** The header shows the member-since year only. */
export function memberSinceYear(signupDate: string): string {
  const time = parseUtcTimestamp(signupDate);
  return Number.isNaN(time) ? '' : String(new Date(time).getUTCFullYear());
}

export function formatDate(value: string): string {
  const time = parseUtcTimestamp(value);
  if (Number.isNaN(time)) return 'Invalid Date';
  return new Date(time).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
