import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { createDiscount, ledgerMismatches, seedCatalogue, signUpBuyer } from '../../../test/billing';
import { createTestApp } from '../../../test/test-app';
import { updateSystemSettings } from '../system-config/system-settings';
import { products } from './products.schema';
import { discountCodes } from './billing.schema';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
await seedCatalogue(db);

const pay = (sessionId: string) =>
  app.inject({ method: 'POST', url: `/api/sandbox/checkout/${sessionId}/pay` });

describe('under concurrency', () => {
  it('a discount with usage_limit 1 raced by two purchases completes with the discount once', async () => {
    const code = await createDiscount(db, { code: 'ONCE', percent: 25, usageLimit: 1 });
    const [a, b] = [await signUpBuyer(app, db), await signUpBuyer(app, db)];
    const results = await Promise.all(
      [a, b].map((buyer) =>
        callAs(app, buyer.token, 'POST', '/api/create-checkout-session', {
          product_id: '10kcredits',
          discount_code: 'ONCE',
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.find((r) => r.statusCode !== 200)?.json().detail).toBe('Invalid discount code.');
    await Promise.all([pay(ok[0]!.json().sessionId), pay(ok[0]!.json().sessionId)]);
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row!.timesUsed).toBe(1);
    // Used up: the next buyer is refused at Apply and at checkout.
    const late = await callAs(app, a.token, 'POST', '/api/api/apply-discount', {
      code: 'ONCE',
      product: '10kcredits',
    });
    expect(late.statusCode).toBe(400);
  });

  it('licence caps hold under concurrent checkouts', async () => {
    await db.transaction((tx) => updateSystemSettings(tx, { max_deposit_licenses: 2 }));
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signUpBuyer(app, db)));
    const results = await Promise.all(
      buyers.map((buyer) =>
        callAs(app, buyer.token, 'POST', '/api/create-checkout-session', { product_id: 'deposit_1_month' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json().detail).toBe('These licenses are sold out.');
    expect((await app.inject({ url: '/api/available-licenses' })).json().deposit_licenses).toBe(0);
    await Promise.all(results.filter((r) => r.statusCode === 200).map((r) => pay(r.json().sessionId)));
    expect((await app.inject({ url: '/api/available-licenses' })).json().deposit_licenses).toBe(0);
  });

  it('a deposit-plan product filed under another category holds a deposit seat during checkout', async () => {
    const own = await createTestApp();
    const ownDb = own.database.db;
    await seedCatalogue(ownDb);
    await ownDb.insert(products).values({
      productId: 'deposit_plan_addon',
      name: 'Deposit plan (add-on)',
      category: 'addon',
      type: 'deposit_bot_license',
      priceCents: 1000,
      durationDays: 30,
    });
    await ownDb.transaction((tx) => updateSystemSettings(tx, { max_deposit_licenses: 1 }));
    const [first, second] = [await signUpBuyer(own.app, ownDb), await signUpBuyer(own.app, ownDb)];
    const checkout = (token: string) =>
      callAs(own.app, token, 'POST', '/api/create-checkout-session', { product_id: 'deposit_plan_addon' });
    expect((await checkout(first.token)).statusCode).toBe(200);
    const late = await checkout(second.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('These licenses are sold out.');
  });

  it('the ledger sum equals every balance after all of it', async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
