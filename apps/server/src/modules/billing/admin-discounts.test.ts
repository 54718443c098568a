import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { adminAuditLog } from '../audit/audit.schema';
import { discountCodes } from './billing.schema';

const { app, database } = await createTestApp();
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
});

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  callAs(app, admin.token, method, `/api/admin${url}`, body);

const create = async (body: object) => {
  const res = await as('POST', '/discount-codes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().discount_code as { id: string; code: string };
};

describe('discount codes', () => {
  it('creates a code upper-cased, unlimited by default, for every product, and audits it', async () => {
    const res = await as('POST', '/discount-codes', { code: 'summer26', discount: 15 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Discount code created successfully',
      discount_code: {
        code: 'SUMMER26',
        discount: 15,
        usage_limit: 0,
        times_used: 0,
        expiration_date: null,
        product_types: [],
        active: true,
        is_expired: false,
        is_usage_exceeded: false,
        status: 'active',
      },
    });
    const id = res.json().discount_code.id;
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id))).toMatchObject([
      { action: 'discount_code.create' },
    ]);
    expect((await as('POST', '/discount-codes', { code: 'SUMMER26', discount: 5 })).statusCode).toBe(409);
  });

  it.each([
    ['code', { code: '' }],
    ['code', { code: 'HAS SPACE' }],
    ['code', { code: 'DASH-ED' }],
    ['code', { code: 'A'.repeat(51) }],
    ['discount', { discount: 0 }],
    ['discount', { discount: 101 }],
    ['discount', { discount: 12.5 }],
    ['usage_limit', { usage_limit: -1 }],
    ['expiration_date', { expiration_date: 'next week' }],
    ['product_types', { product_types: ['cars'] }],
  ])('refuses a bad %s with a 422 naming it', async (field, change) => {
    const res = await as('POST', '/discount-codes', { code: 'VALID1', discount: 10, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field.split('.')[0])).toContain(field);
  });

  it('accepts a code of exactly 50 characters and percent 1 and 100', async () => {
    await create({ code: 'B'.repeat(50), discount: 1 });
    await create({ code: 'FULL100', discount: 100 });
  });

  it('pages and searches by code prefix, newest first', async () => {
    for (let i = 0; i < 27; i++) await create({ code: `PAGE${String(i).padStart(2, '0')}`, discount: 5 });
    const first = (await as('GET', '/discount-codes?limit=25&search=page')).json();
    expect(first.pagination).toEqual({ current_page: 1, per_page: 25, total_pages: 2, total_count: 27 });
    expect(first.discount_codes[0].code).toBe('PAGE26');
    const second = (await as('GET', '/discount-codes?limit=25&page=2&search=PAGE')).json();
    expect(second.discount_codes.map((c: { code: string }) => c.code)).toEqual(['PAGE01', 'PAGE00']);
    expect((await as('GET', '/discount-codes?limit=30')).statusCode).toBe(422);
  });

  it('updates a code and shows its status: expired, limit reached, inactive', async () => {
    const code = await create({ code: 'STATUS', discount: 20, usage_limit: 1 });
    const past = new Date(Date.now() - 60_000).toISOString();
    const expired = await as('PUT', `/discount-codes/${code.id}`, {
      code: 'STATUS',
      discount: 20,
      usage_limit: 1,
      expiration_date: past,
    });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({
      message: 'Discount code updated successfully',
      discount_code: { is_expired: true, status: 'expired' },
    });
    await db.update(discountCodes).set({ timesUsed: 1 }).where(eq(discountCodes.id, code.id));
    const used = await as('PUT', `/discount-codes/${code.id}`, {
      code: 'STATUS',
      discount: 20,
      usage_limit: 1,
    });
    expect(used.json().discount_code).toMatchObject({
      times_used: 1,
      is_usage_exceeded: true,
      status: 'limit_reached',
    });
    const off = await as('PUT', `/discount-codes/${code.id}`, {
      code: 'STATUS',
      discount: 20,
      active: false,
    });
    expect(off.json().discount_code.status).toBe('inactive');
    const frozen = await as('PUT', `/discount-codes/${code.id}`, {
      code: 'STATUS',
      discount: 50,
      active: false,
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().detail).toBe('This discount code is inactive: switch it on to change its terms.');
    const on = await as('PUT', `/discount-codes/${code.id}`, { code: 'STATUS', discount: 20, active: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().discount_code).toMatchObject({ active: true, discount: 20 });
    await as('PUT', `/discount-codes/${code.id}`, { code: 'STATUS', discount: 20, active: false });
    expect(
      (await as('PUT', '/discount-codes/00000000-0000-4000-8000-000000000000', { code: 'X1', discount: 5 }))
        .statusCode,
    ).toBe(404);
  });

  it('tests a code against a product type the way checkout applies it', async () => {
    await create({ code: 'PREMONLY', discount: 30, product_types: ['premium_license'] });
    const ok = await as('POST', '/apply-discount', { code: 'premonly', product_type: 'premium_license' });
    expect(ok.json()).toEqual({ success: true, discount: 30, message: '30% discount applied' });
    const wrong = await as('POST', '/apply-discount', { code: 'PREMONLY', product_type: 'credits_only' });
    expect(wrong.json()).toMatchObject({ success: false, discount: 0 });
    const off = await as('POST', '/apply-discount', { code: 'STATUS' });
    expect(off.json()).toMatchObject({ success: false, message: 'This discount code is inactive.' });
    const unknown = await as('POST', '/apply-discount', { code: 'NOPE' });
    expect(unknown.json().success).toBe(false);
  });

  it('deletes a code and audits it', async () => {
    const code = await create({ code: 'GONE', discount: 5 });
    const res = await as('DELETE', `/discount-codes/${code.id}`);
    expect(res.json()).toEqual({ message: 'Discount code deleted successfully' });
    expect((await as('DELETE', `/discount-codes/${code.id}`)).statusCode).toBe(404);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, code.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['discount_code.create', 'discount_code.delete']);
  });
});
