/** Amounts travel and are stored in cents; people read euros with two decimals. */
export function formatCents(cents: number, currency = 'EUR'): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** What one CSGORoll coin is worth in US dollars (trading-dashboard section 9). */
export const COIN_TO_DOLLAR = 0.66;
