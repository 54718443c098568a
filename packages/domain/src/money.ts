/** Amounts travel and are stored in cents; people read euros with two decimals. */
export function formatCents(cents: number, currency = 'EUR'): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
