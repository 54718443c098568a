/** Section 4's proxy labels; anything the server sends beyond the known three is 'Unknown'. */
export function proxyStatusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'valid':
      return 'Active';
    case 'invalid':
      return 'Failed';
    case 'checking':
      return 'Testing...';
    default:
      return 'Unknown';
  }
}

export function proxyStatusTone(
  status: string | null | undefined,
): 'success' | 'error' | 'warning' | 'neutral' {
  if (status === 'valid') return 'success';
  if (status === 'invalid') return 'error';
  if (status === 'checking') return 'warning';
  return 'neutral';
}

export const PROXY_DISPLAY_MAX = 30;

export function truncateProxy(proxy: string): string {
  return proxy.length > PROXY_DISPLAY_MAX ? `${proxy.slice(0, PROXY_DISPLAY_MAX)}…` : proxy;
}
