import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const adminRoles = ['admin', 'premium', 'depositor', 'free_trial', 'user'] as const;
export const licenseStatuses = ['active', 'expired', 'trial', 'none'] as const;
export const bulkActions = ['extend_license', 'add_credits', 'change_role'] as const;

/** The User Management filters; `email_contains` is the free search over email, username and Discord id. */
export const adminUserFilters = z.strictObject({
  license_status: z.enum(['all', ...licenseStatuses]).default('all'),
  role: z.enum(['all', ...adminRoles]).default('all'),
  credits_min: z.number().min(0).max(1_000_000_000).nullish(),
  credits_max: z.number().min(0).max(1_000_000_000).nullish(),
  email_contains: z.string().trim().max(200).nullish(),
  discord_connected: z.boolean().nullish(),
});
export type AdminUserFilters = z.input<typeof adminUserFilters>;

export const adminUser = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  role: z.enum(adminRoles),
  avatar_url: z.string().nullable(),
  discord_connected: z.boolean(),
  license_status: z.enum(licenseStatuses),
  /** Whole days left on the licence; 0 when expired or none. */
  days_until_expiry: z.number().int(),
  license_expiry: z.string().nullable(),
  credits: z.number(),
  purchases_count: z.number().int(),
  signup_date: z.string(),
  last_signin_date: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const pagination = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});

export const searchAdminUsers = defineEndpoint({
  method: 'POST',
  path: '/admin/users/search',
  api: 'main',
  auth: 'admin',
  summary: 'Users matching the filters and search words, newest first, 50 a page',
  body: z.strictObject({
    filters: adminUserFilters.default({ license_status: 'all', role: 'all' }),
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ users: z.array(adminUser), pagination }),
});

const userIds = z
  .array(z.uuid({ message: 'must be user ids' }))
  .min(1, 'select at least one user')
  .max(500, 'at most 500 users at once');

export const bulkActionBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('extend_license'),
    user_ids: userIds,
    days: z.number().int().min(1, 'must be at least 1').max(3650, 'must be at most 3650'),
  }),
  z.strictObject({
    action: z.literal('add_credits'),
    user_ids: userIds,
    credits: z
      .number()
      .min(1, 'must be at least 1')
      .max(1_000_000, 'must be at most 1000000')
      .multipleOf(0.01, 'at most two decimals'),
  }),
  z.strictObject({
    action: z.literal('change_role'),
    user_ids: userIds,
    new_role: z.enum(adminRoles, { message: 'must be one of the roles' }),
  }),
]);
export type BulkActionBody = z.input<typeof bulkActionBody>;

export const runBulkAction = defineEndpoint({
  method: 'POST',
  path: '/admin/users/bulk-action',
  api: 'main',
  auth: 'admin',
  summary: 'Extend licences, add credits or change the role of the selected users, all or nothing',
  body: bulkActionBody,
  response: z.object({ message: z.string(), affected: z.number().int() }),
});

const userIdParams = z.strictObject({ id: z.uuid({ message: 'must be a user id' }) });

export const adminUserDetails = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  role: z.enum(adminRoles),
  credits: z.number(),
  license_expiry: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  /** When an admin suspended the user; null when the user may sign in. */
  suspended_at: z.string().nullable(),
  trading_stats: z.object({
    total_trades: z.number().int(),
    total_credits_used: z.number(),
    account_stats: z.object({ total_accounts: z.number().int() }),
  }),
});

export const getAdminUserDetails = defineEndpoint({
  method: 'GET',
  path: '/admin/users/:id/details',
  api: 'main',
  auth: 'admin',
  summary: 'One user with trade totals',
  params: userIdParams,
  response: adminUserDetails,
});

export const adminTradingAccount = z.object({
  steam_id: z.string(),
  label: z.string().nullable(),
  status: z.string(),
  last_checked: z.string().nullable(),
  settings: z.object({ sniping_enabled: z.boolean() }),
  steam_data: z.object({
    username: z.string().nullable(),
    avatar_url: z.string().nullable(),
    is_community_banned: z.boolean(),
    session_valid: z.boolean(),
    proxy_status: z.string().nullable(),
  }),
  csgoroll_data: z.object({
    username: z.string().nullable(),
    avatar: z.string().nullable(),
    cookie_valid: z.boolean(),
    main_wallet_balance: z.number(),
    /** Value of the account's skins in coins, summed on the server. */
    skins_balance: z.number(),
  }),
  last_update: z.string().nullable(),
});
export type AdminTradingAccount = z.infer<typeof adminTradingAccount>;

export const getAdminUserTradingAccounts = defineEndpoint({
  method: 'GET',
  path: '/admin/users/:id/trading-accounts',
  api: 'main',
  auth: 'admin',
  summary: "One user's linked trading accounts",
  params: userIdParams,
  response: z.object({ accounts: z.array(adminTradingAccount) }),
});
