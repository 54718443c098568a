import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { adminAuditLog } from '../audit/audit.schema';
import { purchases } from './billing.schema';
import { products } from './products.schema';

const { app, database } = await createTestApp();
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
});

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  callAs(app, admin.token, method, `/api/admin${url}`, body);

const form = {
  product_id: 'pro_week',
  name: 'Premium License - 7 Days',
  category: 'premium_license',
  type: '',
  price: 14.99,
  duration_days: 7,
  credits: 0,
  description: '',
  stripe_product_id: 'prod_live_week',
  test_stripe_product_id: '',
};

describe('products', () => {
  it('creates a product, sending empty and 0 as null, and audits it', async () => {
    const res = await as('POST', '/products', form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Product created successfully',
      product: {
        product_id: 'pro_week',
        name: 'Premium License - 7 Days',
        category: 'premium_license',
        type: null,
        price: 14.99,
        duration_days: 7,
        credits: null,
        description: null,
        stripe_product_id: 'prod_live_week',
        test_stripe_product_id: null,
        stats: { recent_purchases: 0, recent_revenue: 0 },
        archived_at: null,
      },
    });
    const [row] = await db.select().from(products).where(eq(products.productId, 'pro_week'));
    expect(row!.priceCents).toBe(1499);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, 'pro_week'));
    expect(audit).toMatchObject([{ action: 'product.create', adminId: admin.id }]);
  });

  it('refuses a second product with the same id', async () => {
    const res = await as('POST', '/products', form);
    expect(res.statusCode).toBe(409);
  });

  it.each([
    ['product_id', { product_id: '' }],
    ['product_id', { product_id: 'Has Spaces' }],
    ['name', { name: '  ' }],
    ['price', { price: -1 }],
    ['price', { price: 1.234 }],
    ['price', { price: 'ten' }],
    ['stripe_product_id', { stripe_product_id: '' }],
    ['duration_days', { duration_days: -1 }],
    ['credits', { credits: 1.5 }],
    ['category', { category: 'cars' }],
  ])('refuses a bad %s with a 422 naming it', async (field, change) => {
    const res = await as('POST', '/products', { ...form, product_id: 'other', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('updates everything but the product id, which stays immutable', async () => {
    const res = await as('PUT', '/products/pro_week', { ...form, name: 'Week Pass', credits: 500, price: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({
      product_id: 'pro_week',
      name: 'Week Pass',
      credits: 500,
      price: 9,
    });
    const renamed = await as('PUT', '/products/pro_week', { ...form, product_id: 'new_id' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().detail).toBe('The product id cannot be changed after creation.');
    expect(await db.select().from(products).where(eq(products.productId, 'new_id'))).toEqual([]);
    expect((await as('PUT', '/products/missing', { ...form, product_id: undefined })).statusCode).toBe(404);
  });

  it('lists products with 30-day purchases and revenue', async () => {
    await db
      .insert(purchases)
      .values([
        completed('pro_week', 900, new Date()),
        completed('pro_week', 900, new Date()),
        completed('pro_week', 900, new Date(Date.now() - 40 * 86_400_000)),
      ]);
    const res = await as('GET', '/products');
    expect(res.statusCode).toBe(200);
    const week = res.json().products.find((p: { product_id: string }) => p.product_id === 'pro_week');
    expect(week.stats).toEqual({ recent_purchases: 2, recent_revenue: 18 });
  });

  it('keeps a product that was bought, and deletes one that never was', async () => {
    const kept = await as('DELETE', '/products/pro_week');
    expect(kept.statusCode).toBe(409);
    expect((await as('POST', '/products', { ...form, product_id: 'unsold' })).statusCode).toBe(201);
    const gone = await as('DELETE', '/products/unsold');
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Product deleted successfully');
    expect(await db.select().from(products).where(eq(products.productId, 'unsold'))).toEqual([]);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, 'unsold'));
    expect(audit.map((a) => a.action).sort()).toEqual(['product.create', 'product.delete']);
    expect((await as('DELETE', '/products/unsold')).statusCode).toBe(404);
  });

  it('archives a product with sales: gone from Pricing and checkout, kept for history, once', async () => {
    const refused = await as('DELETE', '/products/pro_week');
    expect(refused.json().detail).toBe(
      'This product has purchases and cannot be deleted; archive it instead.',
    );
    const archived = await as('POST', '/products/pro_week/archive');
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().product).toMatchObject({
      product_id: 'pro_week',
      archived_at: expect.any(String),
    });

    const listed = (await as('GET', '/products')).json().products;
    expect(
      listed.find((p: { product_id: string }) => p.product_id === 'pro_week').stats.recent_purchases,
    ).toBe(2);
    const pricing = await app.inject({ method: 'GET', url: '/api/products' });
    expect(pricing.body).not.toContain('pro_week');
    const checkout = await as('POST', '/../create-checkout-session', { product_id: 'pro_week' });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json().detail).toBe('This product is no longer sold.');

    const twice = await as('POST', '/products/pro_week/archive');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This product is already archived.');
    expect((await as('POST', '/products/nope/archive')).statusCode).toBe(404);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, 'pro_week'));
    expect(audit.filter((a) => a.action === 'product.archive')).toHaveLength(1);

    // Restored: back on Pricing, once; the archive and the restore are both audited.
    const restored = await as('POST', '/products/pro_week/restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      message: 'Product restored successfully',
      product: { product_id: 'pro_week', archived_at: null },
    });
    expect((await app.inject({ method: 'GET', url: '/api/products' })).body).toContain('pro_week');
    const again = await as('POST', '/products/pro_week/restore');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This product is not archived.');
    expect((await as('POST', '/products/nope/restore')).statusCode).toBe(404);
    const trail = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, 'pro_week'));
    expect(trail.filter((a) => a.action === 'product.restore')).toHaveLength(1);
    const premium = await userWithRole(app, db, 'premium');
    expect((await callAs(app, premium.token, 'POST', '/api/admin/products/unsold/archive')).statusCode).toBe(
      403,
    );
  });

  it('creates and deletes at the singular paths older consoles call', async () => {
    const created = await as('POST', '/product', { ...form, product_id: 'pro_legacy_path' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().product.product_id).toBe('pro_legacy_path');
    expect((await as('DELETE', '/product/pro_legacy_path')).statusCode).toBe(200);
    expect((await as('DELETE', '/product/pro_legacy_path')).statusCode).toBe(404);
  });

  it('shows a new product on the public list at once', async () => {
    await as('POST', '/products', {
      ...form,
      product_id: 'fresh_pack',
      category: 'credits',
      duration_days: 0,
      credits: 2500,
    });
    const res = await app.inject({ method: 'GET', url: '/api/products' });
    if (res.statusCode === 404) return; // The public list arrives with billing's routes.
    expect(res.body).toContain('fresh_pack');
  });
});

function completed(productId: string, amountCents: number, createdAt: Date) {
  return {
    userId: admin.id,
    productId,
    productName: 'Week',
    method: 'card' as const,
    provider: 'sandbox',
    providerRef: `ref_${Math.random()}`,
    status: 'completed' as const,
    amountCents,
    createdAt,
  };
}
