import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { callAs, signUpUser } from '../../../../test/accounts';
import { seedCatalogue } from '../../../../test/billing';
import { userWithRole } from '../../../../test/roles';
import { createTestApp } from '../../../../test/test-app';
import { purchases } from '../../billing/billing.schema';
import { users } from '../../users/users.schema';

const { app, database } = await createTestApp();
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;
let buyerEmail: string;

beforeAll(async () => {
  await seedCatalogue(db);
  admin = await userWithRole(app, db, 'admin');
  buyerEmail = (await signUpUser(app)).email;
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, buyerEmail));
  const base = Date.now();
  await db.insert(purchases).values(
    (['completed', 'failed', 'completed'] as const).map((status, i) => ({
      userId: buyer!.id,
      productId: '1_month',
      productName: '1 Month',
      method: 'card' as const,
      provider: 'sandbox',
      providerRef: `ref_${i}`,
      status,
      amountCents: 4900,
      createdAt: new Date(base - i * 60_000),
    })),
  );
});

it('lists every purchase newest first with the buyer, by status, paged; admins only', async () => {
  const all = await callAs(app, admin.token, 'GET', '/api/admin/purchases?limit=2');
  expect(all.statusCode, all.body).toBe(200);
  expect(all.json()).toMatchObject({ has_more: true, per_page: 2 });
  expect(all.json().purchases.map((p: { provider_ref: string }) => p.provider_ref)).toEqual([
    'ref_0',
    'ref_1',
  ]);
  expect(all.json().purchases[0]).toMatchObject({
    email: buyerEmail,
    amount_cents: 4900,
    status: 'completed',
  });
  const failed = (await callAs(app, admin.token, 'GET', '/api/admin/purchases?status=failed')).json();
  expect(failed.purchases.map((p: { provider_ref: string }) => p.provider_ref)).toEqual(['ref_1']);
  expect((await callAs(app, admin.token, 'GET', '/api/admin/purchases?status=lost')).statusCode).toBe(422);
  const premium = await userWithRole(app, db, 'premium');
  expect((await callAs(app, premium.token, 'GET', '/api/admin/purchases')).statusCode).toBe(403);
});
