import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { adminAuditLog } from '../audit/audit.schema';
import { creditLedger } from '../credits/credits.schema';
import { users } from '../users/users.schema';
import { trades } from './market.schema';

const { app, database } = await createTestApp();
const db = database.db;
let admin: Awaited<ReturnType<typeof userWithRole>>;
let trader: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  admin = await userWithRole(app, db, 'admin');
  trader = await userWithRole(app, db, 'premium');
});

let n = 0;
async function trade(values: Partial<typeof trades.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(trades)
    .values({
      userId: trader.id,
      steamId: '76561198000000001',
      csgorollTradeId: `roll-${n}`,
      kind: 'withdrawal',
      itemName: 'AK-47 | Redline',
      value: '120.00',
      creditsUsed: '150.50',
      status: 'failed',
      ...values,
    })
    .returning();
  return row!;
}

const refund = (body: object) => callAs(app, admin.token, 'POST', '/api/admin/refund-withdrawal', body);
const balanceOf = async (id: string) =>
  Number((await db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c);

describe('refund by withdrawal trade id', () => {
  it('restores the credits through the ledger once; a second call answers already_refunded', async () => {
    const withdrawal = await trade();
    const first = await refund({ trade_id: `  ${withdrawal.id} `, reason: '  item never arrived ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, credits_restored: 150.5, already_refunded: false });
    expect(await balanceOf(trader.id)).toBe(150.5);

    const second = await refund({ trade_id: withdrawal.id });
    expect(second.json()).toMatchObject({ success: true, credits_restored: 0, already_refunded: true });
    expect(await balanceOf(trader.id)).toBe(150.5);

    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.reference, withdrawal.id));
    expect(ledger).toMatchObject([{ userId: trader.id, amount: '150.50', reason: 'refund' }]);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, withdrawal.id));
    expect(audit).toMatchObject([{ action: 'trade.refund', adminId: admin.id }]);
    const [marked] = await db.select().from(trades).where(eq(trades.id, withdrawal.id));
    expect(marked!.refundedAt).not.toBeNull();
    expect(marked!.refundReason).toBe('item never arrived');
  });

  it('finds the trade by the marketplace trade id and stores an empty reason as null', async () => {
    const withdrawal = await trade({ creditsUsed: '10' });
    const res = await refund({ trade_id: withdrawal.csgorollTradeId, reason: '   ' });
    expect(res.json()).toMatchObject({ credits_restored: 10, already_refunded: false });
    const [marked] = await db.select().from(trades).where(eq(trades.id, withdrawal.id));
    expect(marked!.refundReason).toBeNull();
  });

  it('restores once when two refunds of the same trade race', async () => {
    const withdrawal = await trade({ creditsUsed: '7' });
    const before = await balanceOf(trader.id);
    const answers = await Promise.all([
      refund({ trade_id: withdrawal.id }),
      refund({ trade_id: withdrawal.id }),
    ]);
    expect(answers.map((a) => a.json().already_refunded).sort()).toEqual([false, true]);
    expect(await balanceOf(trader.id)).toBe(before + 7);
  });

  it('refuses a deposit, an unknown trade and a missing trade id', async () => {
    const deposit = await trade({ kind: 'deposit' });
    expect((await refund({ trade_id: deposit.id })).statusCode).toBe(409);
    expect((await refund({ trade_id: 'no-such-trade' })).statusCode).toBe(404);
    const empty = await refund({ trade_id: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].field).toBe('trade_id');
  });
});
