import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { fakeConnectors } from '../../../test/fake-connectors';
import { createTestApp } from '../../../test/test-app';
import { addSteam, newSteamLogin, postFormAs, steamPayload, trader } from '../../../test/trading';
import { extraSlotCycles } from './extra-slots.schema';
import { renewDueExtraSlots } from './renew-extra-slots';

const { app, database } = await createTestApp({}, { connectors: fakeConnectors().connectors });
const db = database.db;

type Listed = { steam_id: string; status: string };
const statusesOf = async (token: string) =>
  ((await callAs(app, token, 'GET', '/api/trading/accounts')).json() as Listed[]).map((a) => a.status);

/** A depositor (3 Steam accounts) with 4, the 4th waiting for payment after a failed renewal. */
async function depositorWithOneSuspended() {
  const owner = await trader(app, db, 'depositor', { credits: 500 });
  const bought = await postFormAs(app, owner.token, '/api/trading/purchase-extra-accounts', {
    account_type: 'steam',
    quantity: '1',
  });
  expect(bought.statusCode).toBe(200);
  for (let i = 0; i < 4; i += 1) {
    expect((await addSteam(app, owner.token, steamPayload(newSteamLogin()))).statusCode).toBe(201);
  }
  await db
    .update(extraSlotCycles)
    .set({ periodEnd: new Date(Date.now() - 60_000) })
    .where(eq(extraSlotCycles.userId, owner.id));
  await renewDueExtraSlots(db, new Date());
  expect(await statusesOf(owner.token)).toEqual(['active', 'active', 'active', 'suspended_payment_required']);
  return owner;
}

describe('payment standing follows account and role changes at once', () => {
  it('deleting an account frees a slot for the one waiting for payment', async () => {
    const owner = await depositorWithOneSuspended();
    const [first] = (await callAs(app, owner.token, 'GET', '/api/trading/accounts')).json() as Listed[];
    const res = await callAs(app, owner.token, 'DELETE', `/api/trading/accounts/${first!.steam_id}`);
    expect(res.statusCode).toBe(200);
    expect(await statusesOf(owner.token)).toEqual(['active', 'active', 'active']);
  });

  it('raising the role frees waiting accounts, lowering it suspends the ones beyond the new limit', async () => {
    const owner = await depositorWithOneSuspended();
    const admin = await trader(app, db, 'admin');
    const changeRole = (new_role: string) =>
      callAs(app, admin.token, 'POST', '/api/admin/users/bulk-action', {
        action: 'change_role',
        user_ids: [owner.id],
        new_role,
      });
    expect((await changeRole('premium')).statusCode).toBe(200);
    expect(await statusesOf(owner.token)).toEqual(['active', 'active', 'active', 'active']);
    expect((await changeRole('depositor')).statusCode).toBe(200);
    expect(await statusesOf(owner.token)).toEqual([
      'active',
      'active',
      'active',
      'suspended_payment_required',
    ]);
  });
});
