import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../../test/accounts';
import { userWithRole } from '../../../../test/roles';
import { createTestApp } from '../../../../test/test-app';
import { purchases } from '../../billing/billing.schema';
import { seedDefaultCatalogue } from '../../billing/seed-catalogue';
import { activities } from '../../activity/activity.schema';
import { trades } from '../../market/market.schema';
import { users } from '../../users/users.schema';

const now = new Date();
const { app, database } = await createTestApp({}, { providers: { clock: () => now } });
const db = database.db;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(now.getTime() - ms);
let admin: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
  await seedDefaultCatalogue(db);
  const [buyer] = await db
    .insert(users)
    .values({
      email: 'buyer@example.com',
      username: 'buyer',
      passwordHash: 'x',
      role: 'premium',
      credits: '40',
      licenseExpiry: new Date(now.getTime() + 3 * DAY),
      discordId: '123',
    })
    .returning({ id: users.id });
  const userId = buyer!.id;
  await db.insert(purchases).values([
    {
      userId,
      productId: '1_month',
      productName: 'Premium License - 30 Days',
      method: 'card',
      provider: 'sandbox',
      providerRef: 'cs_1',
      status: 'completed',
      amountCents: 4900,
      createdAt: ago(2 * DAY),
    },
    {
      userId,
      productId: '1_month',
      productName: 'Premium License - 30 Days',
      method: 'card',
      provider: 'sandbox',
      providerRef: 'cs_2',
      status: 'failed',
      amountCents: 4900,
      createdAt: ago(DAY),
    },
  ]);
  const trade = {
    userId,
    itemName: 'AK-47 | Redline',
    kind: 'withdrawal' as const,
    status: 'completed' as const,
  };
  await db.insert(trades).values([
    {
      ...trade,
      steamId: '1',
      csgorollTradeId: 't1',
      value: '100',
      markupPercent: '0.5',
      createdAt: ago(3600_000),
    },
    {
      ...trade,
      steamId: '1',
      csgorollTradeId: 't2',
      value: '50',
      markupPercent: '4',
      createdAt: ago(5 * DAY),
    },
    {
      ...trade,
      steamId: '2',
      csgorollTradeId: 't3',
      value: '20',
      markupPercent: '9',
      createdAt: ago(40 * DAY),
    },
    { ...trade, steamId: '2', csgorollTradeId: 't4', value: '70', status: 'failed', createdAt: ago(60_000) },
  ]);
  await db.insert(activities).values([
    { userId, type: 'snipe', title: 'Sniped AK-47 | Redline', createdAt: ago(3600_000) },
    { userId, type: 'deposit', title: 'Deposited M4A1-S', createdAt: ago(2 * DAY) },
  ]);
});

describe('GET /api/admin/dashboard/overview', () => {
  it('answers users, revenue, credits, trading, expirations, activities and health', async () => {
    const res = await callAs(app, admin.token, 'GET', '/api/admin/dashboard/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user_stats).toEqual({
      total_users: 2,
      signups_30d: 2,
      active_license_users: 1,
      license_utilization: '1/31',
    });
    expect(body.revenue_stats).toMatchObject({
      monthly_revenue_cents: 4900,
      monthly_purchases: 1,
      latest_purchases_total_cents: 4900,
    });
    expect(body.revenue_stats.latest_purchases).toEqual([
      expect.objectContaining({ payment_intent_id: 'cs_1', amount: 4900, email: 'buyer@example.com' }),
    ]);
    expect(body.credit_stats).toEqual({ total_credits: 40, users_with_credits: 1 });
    expect(body.trading_analytics.last_30d).toEqual({
      trade_count: 2,
      total_volume: 150,
      markup_breakdown: { under_1_1: 1, under_3_1: 0, under_5_1: 1, over_5_1: 0 },
    });
    expect(body.trading_analytics.last_24h.trade_count).toBe(1);
    expect(body.license_expirations).toEqual([
      expect.objectContaining({
        email: 'buyer@example.com',
        status: 'expires_soon',
        days_remaining: 3,
        expires_in: '3d remaining',
        is_active: true,
        discord_connected: true,
      }),
    ]);
    expect(body.latest_activities.map((a: { title: string }) => a.title)).toEqual([
      'Sniped AK-47 | Redline',
      'Deposited M4A1-S',
    ]);
    expect(body.popular_products).toEqual([
      { product_name: 'Premium License - 30 Days', purchases: 1, revenue_cents: 4900 },
    ]);
    expect(body.system_health).toEqual({ active_accounts: 2, recent_activities: 1, recent_trades: 2 });
  });
});

describe('charts and system stats', () => {
  it('answers revenue for every day of the period, in euro', async () => {
    const res = await callAs(app, admin.token, 'GET', '/api/admin/dashboard/charts/revenue?period=7d');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(7);
    expect(data.at(-1).date).toBe(now.toISOString().slice(0, 10));
    expect(data.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0)).toBe(49);
    const fallback = await callAs(app, admin.token, 'GET', '/api/admin/dashboard/charts/revenue');
    expect(fallback.json().data).toHaveLength(30);
    const bad = await callAs(app, admin.token, 'GET', '/api/admin/dashboard/charts/revenue?period=2w');
    expect(bad.statusCode).toBe(422);
  });

  it('answers sign-ups per day', async () => {
    const res = await callAs(app, admin.token, 'GET', '/api/admin/dashboard/charts/users');
    const { data } = res.json();
    expect(data).toHaveLength(30);
    expect(data.at(-1)).toEqual({ date: now.toISOString().slice(0, 10), signups: 2 });
  });

  it('answers the system statistics with the 24h error rate', async () => {
    const res = await callAs(app, admin.token, 'GET', '/api/admin/system/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json().recent_activity_24h).toEqual({
      trades: 2,
      failed_trades: 1,
      activities: 1,
      signups: 2,
      error_rate: 0.5,
    });
    expect(res.json().database_stats.total_users).toBe(2);
  });

  it('counts trades and activities exactly on a small install (a fresh table has no row estimate)', async () => {
    const res = await callAs(app, admin.token, 'GET', '/api/admin/system/stats');
    expect(res.json().database_stats).toMatchObject({ total_trades: 4, total_activities: 2 });
  });
});
