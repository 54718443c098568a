import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../../test/accounts';
import { userWithRole } from '../../../../test/roles';
import { createTestApp } from '../../../../test/test-app';
import { creditLedger } from '../../credits/credits.schema';
import { trades } from '../../market/market.schema';
import { inventorySnapshots } from '../../market/overview.schema';
import { recordWallets } from '../../trading-accounts/record-wallets';
import { tradingAccounts } from '../../trading-accounts/trading-accounts.schema';
import { users } from '../../users/users.schema';
import { adminAuditLog } from '../../audit/audit.schema';

const { app, database } = await createTestApp();
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;
const DAY = 86_400_000;

async function makeUser(values: Partial<typeof users.$inferInsert> & { email: string; username: string }) {
  const [row] = await db
    .insert(users)
    .values({ passwordHash: 'x', ...values })
    .returning({ id: users.id });
  return row!.id;
}

let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
  alice = await makeUser({
    email: 'alice.smith@example.com',
    username: 'alice_trades',
    role: 'premium',
    credits: '120.50',
    licenseExpiry: new Date(Date.now() + 10 * DAY),
    discordId: '987654321',
  });
  bob = await makeUser({
    email: 'bob@market.io',
    username: 'bobby',
    role: 'free_trial',
    licenseExpiry: new Date(Date.now() + 2 * DAY),
  });
  carol = await makeUser({
    email: 'carol@example.com',
    username: 'carol_k',
    role: 'depositor',
    credits: '5',
    licenseExpiry: new Date(Date.now() - 3 * DAY),
  });
});

const search = (body: object) => callAs(app, admin.token, 'POST', '/api/admin/users/search', body);
const emailsOf = (res: { json: () => { users: { email: string }[] } }) =>
  res
    .json()
    .users.map((u) => u.email)
    .sort();

describe('POST /api/admin/users/search', () => {
  it('matches several words in any order across username, email and Discord id', async () => {
    expect(emailsOf(await search({ filters: { email_contains: 'SMITH trades' } }))).toEqual([
      'alice.smith@example.com',
    ]);
    expect(emailsOf(await search({ filters: { email_contains: '87654' } }))).toEqual([
      'alice.smith@example.com',
    ]);
    expect(emailsOf(await search({ filters: { email_contains: 'example.com  CAROL' } }))).toEqual([
      'carol@example.com',
    ]);
    expect(emailsOf(await search({ filters: { email_contains: '100%_' } }))).toEqual([]);
  });

  it('filters by licence status, role, credits and Discord, and answers the list fields', async () => {
    expect(emailsOf(await search({ filters: { license_status: 'trial' } }))).toEqual(['bob@market.io']);
    expect(emailsOf(await search({ filters: { license_status: 'expired' } }))).toEqual(['carol@example.com']);
    expect(emailsOf(await search({ filters: { role: 'premium', discord_connected: true } }))).toEqual([
      'alice.smith@example.com',
    ]);
    const res = await search({ filters: { credits_min: 5, credits_max: 200 } });
    expect(emailsOf(res)).toEqual(['alice.smith@example.com', 'carol@example.com']);
    const aliceRow = res.json().users.find((u: { id: string }) => u.id === alice);
    expect(aliceRow).toMatchObject({
      username: 'alice_trades',
      role: 'premium',
      discord_connected: true,
      license_status: 'active',
      days_until_expiry: 10,
      credits: 120.5,
      purchases_count: 0,
    });
    // Signing up is activity: a user who never signed in since shows the sign-up, not "Never".
    expect(aliceRow.last_signin_date).toBe(aliceRow.signup_date);
  });

  it('pages 50 at a time by default, newest first, with totals', async () => {
    const res = await search({ page: 1, limit: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ current_page: 1, per_page: 2, total_pages: 2, total_count: 4 });
    expect((await search({})).json().pagination.per_page).toBe(50);
  });

  it('refuses bad filters with 422 naming the field', async () => {
    const res = await search({ filters: { role: 'owner' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toContain('role');
    expect((await search({ filters: { credits_min: -1 } })).statusCode).toBe(422);
  });
});

const bulk = (body: object) => callAs(app, admin.token, 'POST', '/api/admin/users/bulk-action', body);
const auditOf = (action: string) => db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

describe('POST /api/admin/users/bulk-action', () => {
  it('adds credits through the ledger, with one audit entry per user', async () => {
    const res = await bulk({ action: 'add_credits', user_ids: [alice, bob], credits: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Added 25 credits to 2 users', affected: 2 });
    const balances = await db
      .select({ id: users.id, credits: users.credits })
      .from(users)
      .where(inArray(users.id, [alice, bob]));
    expect(Object.fromEntries(balances.map((b) => [b.id, b.credits]))).toEqual({
      [alice]: '145.50',
      [bob]: '25.00',
    });
    const ledger = await db
      .select()
      .from(creditLedger)
      .where(inArray(creditLedger.userId, [alice, bob]));
    expect(ledger.map((l) => [l.amount, l.reason]).sort()).toEqual([
      ['25.00', 'admin_grant'],
      ['25.00', 'admin_grant'],
    ]);
    const audit = await auditOf('user.add_credits');
    expect(audit).toHaveLength(2);
    expect(audit.find((a) => a.targetId === alice)).toMatchObject({
      adminId: admin.id,
      before: { credits: 120.5 },
      after: { credits: 145.5, added: 25 },
    });
  });

  it('extends a running licence from its end and a lapsed one from now', async () => {
    const [before] = await db.select().from(users).where(eq(users.id, alice));
    const res = await bulk({ action: 'extend_license', user_ids: [alice, carol], days: 30 });
    expect(res.statusCode).toBe(200);
    const after = await db
      .select()
      .from(users)
      .where(inArray(users.id, [alice, carol]));
    const aliceAfter = after.find((u) => u.id === alice)!;
    const carolAfter = after.find((u) => u.id === carol)!;
    expect(aliceAfter.licenseExpiry!.getTime() - before!.licenseExpiry!.getTime()).toBe(30 * DAY);
    expect(carolAfter.licenseExpiry!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(await auditOf('user.extend_license')).toHaveLength(2);
  });

  it('changes roles, but never takes the admin role from the caller', async () => {
    expect((await bulk({ action: 'change_role', user_ids: [bob], new_role: 'premium' })).statusCode).toBe(
      200,
    );
    const [bobAfter] = await db.select().from(users).where(eq(users.id, bob));
    expect(bobAfter!.role).toBe('premium');
    const self = await bulk({ action: 'change_role', user_ids: [admin.id], new_role: 'user' });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('You cannot take the admin role from yourself.');
  });

  it('is all or nothing: an unknown user id changes nobody', async () => {
    const res = await bulk({
      action: 'add_credits',
      user_ids: [carol, '00000000-0000-4000-8000-000000000000'],
      credits: 10,
    });
    expect(res.statusCode).toBe(404);
    const [carolAfter] = await db.select().from(users).where(eq(users.id, carol));
    expect(carolAfter!.credits).toBe('5.00');
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, carol))).toHaveLength(0);
  });

  it.each([
    [{ action: 'add_credits', user_ids: [], credits: 5 }, 'user_ids'],
    [{ action: 'add_credits', user_ids: ['00000000-0000-4000-8000-000000000000'], credits: 0 }, 'credits'],
    [{ action: 'extend_license', user_ids: ['00000000-0000-4000-8000-000000000000'], days: 0 }, 'days'],
    [
      { action: 'change_role', user_ids: ['00000000-0000-4000-8000-000000000000'], new_role: 'boss' },
      'new_role',
    ],
    [{ action: 'delete_everyone', user_ids: [] }, 'action'],
  ])('refuses %j with 422 on %s', async (body, field) => {
    const res = await bulk(body);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain(field);
  });
});

describe('user details and trading accounts', () => {
  it('answers trade totals of one user', async () => {
    await db.insert(trades).values([
      {
        userId: carol,
        steamId: '76561198000000011',
        csgorollTradeId: 'd-1',
        kind: 'withdrawal',
        itemName: 'AWP | Asiimov',
        value: '300',
        creditsUsed: '3',
        status: 'completed',
      },
      {
        userId: carol,
        steamId: '76561198000000012',
        csgorollTradeId: 'd-2',
        kind: 'deposit',
        itemName: 'M4A4 | Howl',
        value: '900',
        creditsUsed: '1.5',
        status: 'completed',
      },
      {
        userId: carol,
        steamId: '76561198000000012',
        csgorollTradeId: 'd-3',
        kind: 'withdrawal',
        itemName: 'Glock-18 | Fade',
        value: '200',
        creditsUsed: '2',
        status: 'completed',
        // Refunded: its credits went back, so they were not used.
        refundedAt: new Date(),
      },
    ]);
    await db.insert(tradingAccounts).values({
      userId: carol,
      steamId: '76561198000000011',
      label: 'Main',
      csgorollMainBalance: '12.50',
      steamCommunityBanned: true,
    });
    const res = await callAs(app, admin.token, 'GET', `/api/admin/users/${carol}/details`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'carol@example.com',
      role: 'depositor',
      trading_stats: { total_trades: 3, total_credits_used: 4.5, account_stats: { total_accounts: 1 } },
    });
  });

  it("lists one user's trading accounts without any secret", async () => {
    const res = await callAs(app, admin.token, 'GET', `/api/admin/users/${carol}/trading-accounts`);
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts).toEqual([
      expect.objectContaining({
        steam_id: '76561198000000011',
        label: 'Main',
        status: 'active',
        steam_data: expect.objectContaining({ is_community_banned: true }),
        csgoroll_data: expect.objectContaining({ main_wallet_balance: 12.5 }),
      }),
    ]);
    const other = await callAs(app, admin.token, 'GET', `/api/admin/users/${bob}/trading-accounts`);
    expect(other.json().accounts).toEqual([]);
  });

  it("shows the account's live balances: the wallet as it changed since connecting, and the skins' value", async () => {
    const [account] = await db
      .select({ id: tradingAccounts.id })
      .from(tradingAccounts)
      .where(eq(tradingAccounts.steamId, '76561198000000011'));
    // The bot runtime saw the wallet change, and the inventory was read, after the account connected.
    expect(await recordWallets(db, account!.id, [{ name: 'MAIN', amount: 40.25 }], 'merge', new Date())).toBe(
      true,
    );
    await db.insert(inventorySnapshots).values({
      accountId: account!.id,
      userId: carol,
      steamId: '76561198000000011',
      takenAt: new Date(),
      inventory: [],
      listings: [],
      protectedWithdrawals: [],
      skinsValue: '310.40',
      protectedBalance: '0.00',
      itemCount: 3,
      tradableCount: 3,
    });
    const res = await callAs(app, admin.token, 'GET', `/api/admin/users/${carol}/trading-accounts`);
    expect(res.json().accounts[0].csgoroll_data).toMatchObject({
      main_wallet_balance: 40.25,
      skins_balance: 310.4,
    });
  });

  it('answers 404 for an unknown user and 422 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await callAs(app, admin.token, 'GET', `/api/admin/users/${unknown}/details`)).statusCode).toBe(
      404,
    );
    expect(
      (await callAs(app, admin.token, 'GET', `/api/admin/users/${unknown}/trading-accounts`)).statusCode,
    ).toBe(404);
    expect((await callAs(app, admin.token, 'GET', '/api/admin/users/nope/details')).statusCode).toBe(422);
  });
});
