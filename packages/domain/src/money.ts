/** Amounts travel and are stored in cents; people read euros with two decimals. */
export function formatCents(cents: number, currency = 'EUR'): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Coins and credits as people read them, on screen and in the server's texts: 1,000.00. */
export const formatBalance = (amount: number): string => grouped.format(amount);

/** What one CSGORoll coin is worth in US dollars (trading-dashboard section 9). */
export const COIN_TO_DOLLAR = 0.66;
