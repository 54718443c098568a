/** The console's tabs in section 2's order; each is addressed by the URL hash (#users, #proxies...). */
export const adminTabs = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'users', label: 'User Management' },
  { id: 'products', label: 'Products' },
  { id: 'discounts', label: 'Discount Codes' },
  { id: 'settings', label: 'System Settings' },
  { id: 'proxies', label: 'Proxies' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'orchestrations', label: 'Orchestrations' },
  // Not in the spec: staff asked for every admin write and security event in one place (issue 21).
  { id: 'audit', label: 'Audit Log' },
] as const;

export type AdminTabId = (typeof adminTabs)[number]['id'];

/** The tab a hash names; an empty or unknown hash opens the dashboard. */
export function tabFromHash(hash: string): AdminTabId {
  const id = hash.replace(/^#/, '');
  return adminTabs.find((tab) => tab.id === id)?.id ?? 'dashboard';
}
