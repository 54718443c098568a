/** Section 4: the kind of a product follows from its fields. */
export function productKind(product: { duration_days: number | null; credits: number | null }): string {
  const hasDuration = (product.duration_days ?? 0) > 0;
  const hasCredits = (product.credits ?? 0) > 0;
  if (hasDuration && hasCredits) return 'License + Credits';
  if (hasDuration) return 'License';
  if (hasCredits) return 'Credits';
  return 'Unknown';
}

/** What the buyer gets, e.g. "30 days + 5,000 credits". */
export function productValue(product: { duration_days: number | null; credits: number | null }): string {
  const parts = [
    product.duration_days ? `${product.duration_days} ${product.duration_days === 1 ? 'day' : 'days'}` : null,
    product.credits ? `${product.credits.toLocaleString('en-US')} credits` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' + ') : '-';
}
