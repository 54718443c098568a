/** Section 4: online is healthy (success), error is an error, anything else a warning ("unknown"). */
export function ProxyStatusBadge({ status }: { status: string | null | undefined }) {
  const shown = status || 'unknown';
  const tone = shown === 'online' ? 'badge-success' : shown === 'error' ? 'badge-error' : 'badge-warning';
  return <span className={`badge badge-sm ${tone}`}>{shown}</span>;
}
