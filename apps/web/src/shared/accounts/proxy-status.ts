/** Section 4's proxy labels, and issue 28's 'Proxy not applied'; anything else is 'Unknown'. */
export function proxyStatusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'valid':
      return 'Active';
    case 'invalid':
      return 'Failed';
    case 'checking':
      return 'Testing...';
    case 'not_applied':
      return 'Proxy not applied';
    default:
      return 'Unknown';
  }
}

export function proxyStatusTone(
  status: string | null | undefined,
): 'success' | 'error' | 'warning' | 'neutral' {
  if (status === 'valid') return 'success';
  if (status === 'invalid' || status === 'not_applied') return 'error';
  if (status === 'checking') return 'warning';
  return 'neutral';
}

export const PROXY_DISPLAY_MAX = 30;

export function truncateProxy(proxy: string): string {
  return proxy.length > PROXY_DISPLAY_MAX ? `${proxy.slice(0, PROXY_DISPLAY_MAX)}…` : proxy;
}
