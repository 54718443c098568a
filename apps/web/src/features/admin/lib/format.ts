const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatEuroCents = (cents: number) => euro.format(cents / 100);
/** Money always shows its cents: "€108.20", never "€108.2". Sums of floats are rounded to the cent. */
export const formatEuro = (value: number) => euro.format(Math.round(value * 100) / 100);
export const formatNumber = (value: number) => number.format(value);
/** Dates without a zone are UTC (section 9); shown as the day in the reader's locale. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString();
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString();

/** Section 4: `user` is shown as "Basic User". */
export function roleLabel(role: string): string {
  return role === 'user' ? 'Basic User' : role;
}
