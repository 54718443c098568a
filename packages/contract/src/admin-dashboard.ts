import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const markupBuckets = ['under_1_1', 'under_3_1', 'under_5_1', 'over_5_1'] as const;
export const licenceExpiryStatuses = [
  'expired_long',
  'expired_medium',
  'expired_recent',
  'expires_today',
  'expires_soon',
  'active_short',
  'active_medium',
  'active_long',
] as const;

const tradingWindow = z.object({
  trade_count: z.number().int(),
  /** Coins. */
  total_volume: z.number(),
  markup_breakdown: z.record(z.enum(markupBuckets), z.number().int()),
});

export const licenceExpiration = z.object({
  email: z.string(),
  role: z.string(),
  expiry_date: z.string(),
  status: z.enum(licenceExpiryStatuses),
  expires_in: z.string(),
  /** Negative once expired. */
  days_remaining: z.number().int(),
  is_active: z.boolean(),
  discord_connected: z.boolean(),
});
export type LicenceExpiration = z.infer<typeof licenceExpiration>;

export const dashboardOverview = z.object({
  user_stats: z.object({
    total_users: z.number().int(),
    signups_30d: z.number().int(),
    active_license_users: z.number().int(),
    /** "x/y": licences held against the premium plus deposit caps. */
    license_utilization: z.string(),
  }),
  revenue_stats: z.object({
    /** Euro cents of completed purchases in the last 30 days. */
    monthly_revenue_cents: z.number().int(),
    monthly_purchases: z.number().int(),
    latest_purchases: z.array(
      z.object({
        payment_intent_id: z.string(),
        amount: z.number().int(),
        product_name: z.string(),
        email: z.string(),
        purchase_date: z.string(),
      }),
    ),
    latest_purchases_total_cents: z.number().int(),
  }),
  credit_stats: z.object({ total_credits: z.number(), users_with_credits: z.number().int() }),
  trading_analytics: z.object({ last_30d: tradingWindow, last_24h: tradingWindow }),
  license_expirations: z.array(licenceExpiration),
  latest_activities: z.array(
    z.object({ title: z.string(), user_email: z.string(), type: z.string(), timestamp: z.string() }),
  ),
  popular_products: z.array(
    z.object({ product_name: z.string(), purchases: z.number().int(), revenue_cents: z.number().int() }),
  ),
  system_health: z.object({
    active_accounts: z.number().int(),
    recent_activities: z.number().int(),
    recent_trades: z.number().int(),
  }),
});
export type DashboardOverview = z.infer<typeof dashboardOverview>;

export const getDashboardOverview = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard/overview',
  api: 'main',
  auth: 'admin',
  summary: 'Users, revenue, credits, trading, licence expirations and health at a glance',
  response: dashboardOverview,
});

export const revenuePeriods = ['7d', '30d', '90d', '1y'] as const;
export type RevenuePeriod = (typeof revenuePeriods)[number];

export const getRevenueChart = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard/charts/revenue',
  api: 'main',
  auth: 'admin',
  summary: 'Revenue per UTC day over the period, every day present',
  query: z.strictObject({ period: z.enum(revenuePeriods).default('30d') }),
  response: z.object({
    period: z.enum(revenuePeriods),
    data: z.array(z.object({ date: z.string(), revenue: z.number() })),
  }),
});

export const getSignupsChart = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard/charts/users',
  api: 'main',
  auth: 'admin',
  summary: 'Sign-ups per UTC day over the last 30 days',
  query: z.strictObject({ period: z.enum(revenuePeriods).default('30d') }),
  response: z.object({ data: z.array(z.object({ date: z.string(), signups: z.number().int() })) }),
});

export const systemStats = z.object({
  database_stats: z.object({
    total_users: z.number().int(),
    total_accounts: z.number().int(),
    total_trades: z.number().int(),
    total_activities: z.number().int(),
  }),
  recent_activity_24h: z.object({
    trades: z.number().int(),
    failed_trades: z.number().int(),
    activities: z.number().int(),
    signups: z.number().int(),
    /** Share of the last day's trades that failed, 0 to 1. */
    error_rate: z.number(),
  }),
});

export const getSystemStats = defineEndpoint({
  method: 'GET',
  path: '/admin/system/stats',
  api: 'main',
  auth: 'admin',
  summary: 'Totals of the main tables and the last 24 hours',
  response: systemStats,
});
