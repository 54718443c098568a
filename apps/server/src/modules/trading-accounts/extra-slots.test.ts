import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { fakeConnectors } from '../../../test/fake-connectors';
import { createTestApp } from '../../../test/test-app';
import { addSteam, newSteamLogin, postFormAs, steamPayload, trader } from '../../../test/trading';
import { creditLedger } from '../credits/credits.schema';
import { users } from '../users/users.schema';
import { extraSlotCycles } from './extra-slots.schema';
import { renewDueExtraSlots } from './renew-extra-slots';

const { app, database } = await createTestApp({}, { connectors: fakeConnectors().connectors });
const db = database.db;
const DAY_MS = 86_400_000;

const buy = (token: string, account_type: string, quantity: number) =>
  postFormAs(app, token, '/api/trading/purchase-extra-accounts', {
    account_type,
    quantity: String(quantity),
  });
const creditsOf = async (id: string) =>
  Number((await db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c);

/** Moves a user's cycles' period end into the past, as if a month had gone by. */
async function makeDue(userId: string) {
  await db
    .update(extraSlotCycles)
    .set({ periodEnd: new Date(Date.now() - 60_000) })
    .where(eq(extraSlotCycles.userId, userId));
}

describe('pricing', () => {
  it('answers the configured prices, extras and what each role may still buy', async () => {
    const premium = await trader(app, db, 'premium', { credits: 1234 });
    const res = await callAs(app, premium.token, 'GET', '/api/trading/extra-accounts/pricing');
    expect(res.json()).toEqual({
      pricing: {
        steam: { monthly_cost_per_account: 500, current_extras: 0, max_can_buy: 15 },
        csgoroll: { monthly_cost_per_account: 1000, current_extras: 0, max_can_buy: 15 },
        sniping: { monthly_cost_per_account: 5000, current_extras: 0, max_can_buy: 7 },
      },
      user_credits: 1234,
      can_purchase: true,
    });
    const depositor = await trader(app, db, 'depositor');
    const dep = (await callAs(app, depositor.token, 'GET', '/api/trading/extra-accounts/pricing')).json();
    expect(dep.pricing.sniping.max_can_buy).toBe(0);
    expect(dep.pricing.steam.max_can_buy).toBe(17);
    const trial = await trader(app, db, 'free_trial');
    const tr = (await callAs(app, trial.token, 'GET', '/api/trading/extra-accounts/pricing')).json();
    expect(tr.can_purchase).toBe(false);
    expect(tr.pricing.steam.max_can_buy).toBe(0);
  });
});

describe('purchase', () => {
  it('charges the first month through the ledger, opens a cycle and raises the limit', async () => {
    const owner = await trader(app, db, 'depositor', { credits: 1200 });
    const res = await buy(owner.token, 'steam', 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user_credits).toBe(200);
    expect(res.json().cycle).toMatchObject({
      account_type: 'steam',
      quantity: 2,
      status: 'active',
      monthly_cost: 1000,
    });
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id));
    expect(ledger.map((r) => [r.reason, Number(r.amount)])).toEqual([['extra_slot', -1000]]);
    const limits = (await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits')).json();
    expect(limits.limits.steam).toBe(5);
    expect(limits.extras.steam).toBe(2);
    const billing = (await callAs(app, owner.token, 'GET', '/api/trading/extra-accounts/billing')).json();
    expect(billing.total_monthly_cost).toBe(1000);
    expect(billing.billing.steam).toHaveLength(1);
    expect(billing.billing.steam[0].next_billing_date).toBe(billing.billing.steam[0].end_date);
  });

  it('accepts `type` as the field name too', async () => {
    const owner = await trader(app, db, 'premium', { credits: 1000 });
    const res = await postFormAs(app, owner.token, '/api/trading/purchase-extra-accounts', {
      type: 'csgoroll',
      quantity: '1',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses short credits, roles that cannot buy, and quantities past the cap', async () => {
    const poor = await trader(app, db, 'premium', { credits: 499 });
    const short = await buy(poor.token, 'steam', 1);
    expect(short.statusCode).toBe(409);
    expect(short.json().detail).toBe('Insufficient credits. You need 1 more credits.');
    expect(await creditsOf(poor.id)).toBe(499);
    const trial = await trader(app, db, 'free_trial', { credits: 5000 });
    expect((await buy(trial.token, 'steam', 1)).statusCode).toBe(403);
    const user = await trader(app, db, 'user', { credits: 5000 });
    expect((await buy(user.token, 'steam', 1)).statusCode).toBe(403);
    const depositor = await trader(app, db, 'depositor', { credits: 50000 });
    const sniping = await buy(depositor.token, 'sniping', 1);
    expect(sniping.statusCode).toBe(403);
    expect(sniping.json().detail).toBe('Sniping slots come with the Premium plan.');
    const rich = await trader(app, db, 'premium', { credits: 100000 });
    const tooMany = await buy(rich.token, 'sniping', 8);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors[0].field).toBe('quantity');
    const bad = await buy(rich.token, 'gold', 1);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('account_type');
    expect((await buy(rich.token, 'steam', 0)).statusCode).toBe(422);
  });

  it('never overdraws credits when 20 purchases race', async () => {
    const owner = await trader(app, db, 'premium', { credits: 5000 });
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(owner.token, 'steam', 1)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await creditsOf(owner.id)).toBe(0);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id));
    expect(ledger).toHaveLength(10);
    const cycles = await db.select().from(extraSlotCycles).where(eq(extraSlotCycles.userId, owner.id));
    expect(cycles).toHaveLength(10);
  });
});

describe('renewal and cancel', () => {
  it('renews a due cycle for another month when the credits cover it', async () => {
    const owner = await trader(app, db, 'premium', { credits: 1000 });
    expect((await buy(owner.token, 'steam', 1)).statusCode).toBe(200);
    await makeDue(owner.id);
    const outcome = await renewDueExtraSlots(db, new Date());
    expect(outcome.renewed).toBeGreaterThanOrEqual(1);
    expect(await creditsOf(owner.id)).toBe(0);
    const [cycle] = await db.select().from(extraSlotCycles).where(eq(extraSlotCycles.userId, owner.id));
    expect(cycle!.status).toBe('active');
    expect(cycle!.periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
  });

  it('suspends when credits are short: the extra accounts need payment, until a renewal succeeds', async () => {
    const owner = await trader(app, db, 'depositor', { credits: 500 });
    expect((await buy(owner.token, 'steam', 1)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await addSteam(app, owner.token, steamPayload(newSteamLogin()))).statusCode).toBe(201);
    }
    await makeDue(owner.id);
    await renewDueExtraSlots(db, new Date());
    const billing = (await callAs(app, owner.token, 'GET', '/api/trading/extra-accounts/billing')).json();
    expect(billing.billing.steam[0].status).toBe('suspended');
    const accounts = (await callAs(app, owner.token, 'GET', '/api/trading/accounts')).json();
    expect(accounts.map((a: { status: string }) => a.status)).toEqual([
      'active',
      'active',
      'active',
      'suspended_payment_required',
    ]);
    const limits = (await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits')).json();
    expect(limits.limits.steam).toBe(3);

    await db.update(users).set({ credits: '600.00' }).where(eq(users.id, owner.id));
    await renewDueExtraSlots(db, new Date());
    expect(await creditsOf(owner.id)).toBe(100);
    const after = (await callAs(app, owner.token, 'GET', '/api/trading/accounts')).json();
    expect(after.every((a: { status: string }) => a.status === 'active')).toBe(true);
  });

  it('cancel keeps the slots until the end date, then the renewal ends them without charging', async () => {
    const owner = await trader(app, db, 'premium', { credits: 2000 });
    expect((await buy(owner.token, 'csgoroll', 1)).statusCode).toBe(200);
    const res = await postFormAs(app, owner.token, '/api/trading/extra-accounts/cancel', {
      account_type: 'csgoroll',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelled).toBe(1);
    const billing = (await callAs(app, owner.token, 'GET', '/api/trading/extra-accounts/billing')).json();
    expect(billing.billing.csgoroll[0]).toMatchObject({ status: 'cancelled', next_billing_date: null });
    expect(billing.total_monthly_cost).toBe(0);
    expect(
      (await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits')).json().limits.csgoroll,
    ).toBe(6);

    await makeDue(owner.id);
    const outcome = await renewDueExtraSlots(db, new Date());
    expect(outcome.ended).toBeGreaterThanOrEqual(1);
    expect(await creditsOf(owner.id)).toBe(1000);
    expect(
      (await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits')).json().limits.csgoroll,
    ).toBe(5);
    expect(
      (await callAs(app, owner.token, 'GET', '/api/trading/extra-accounts/billing')).json().billing.csgoroll,
    ).toEqual([]);
    const again = await postFormAs(app, owner.token, '/api/trading/extra-accounts/cancel', {
      account_type: 'csgoroll',
    });
    expect(again.statusCode).toBe(404);
  });

  it("cannot cancel another user's cycle", async () => {
    const owner = await trader(app, db, 'premium', { credits: 500 });
    const cycle = (await buy(owner.token, 'steam', 1)).json().cycle;
    const intruder = await trader(app, db, 'premium');
    const res = await postFormAs(app, intruder.token, '/api/trading/extra-accounts/cancel', {
      account_type: 'steam',
      cycle_id: cycle.id,
    });
    expect(res.statusCode).toBe(404);
    const [row] = await db.select().from(extraSlotCycles).where(eq(extraSlotCycles.id, cycle.id));
    expect(row!.status).toBe('active');
  });
});
