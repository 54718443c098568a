/** Query keys of the console; mutations invalidate through these. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userSearch: (body: unknown) => [...adminKeys.users(), 'search', body] as const,
  userDetails: (id: string) => [...adminKeys.users(), 'details', id] as const,
  userAccounts: (id: string) => [...adminKeys.users(), 'accounts', id] as const,
  userPurchases: (id: string) => [...adminKeys.users(), 'purchases', id] as const,
  userLedger: (id: string, page: number) => [...adminKeys.users(), 'ledger', id, page] as const,
  auditLog: (query: unknown) => [...adminKeys.all, 'audit-log', query] as const,
  revenueChart: (period: string) => [...adminKeys.all, 'charts', 'revenue', period] as const,
  signupsChart: () => [...adminKeys.all, 'charts', 'signups'] as const,
  orchestrations: () => [...adminKeys.all, 'orchestrations'] as const,
  orchestrationList: (query: unknown) => [...adminKeys.orchestrations(), 'list', query] as const,
  orchestration: (id: string) => [...adminKeys.orchestrations(), 'details', id] as const,
};
