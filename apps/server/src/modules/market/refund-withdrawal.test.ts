import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { adminAuditLog } from '../audit/audit.schema';
import { recordWithdrawalProgress } from '../../worker/bot-runtime/follow-withdrawals';
import { changeCredits } from '../credits/change-credits';
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
      status: 'completed',
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

describe('a refund and the completion of a withdrawal, in every order', () => {
  const site = { publicUrl: 'https://skinpilot.test' };
  const complete = (tradeId: string) =>
    recordWithdrawalProgress(
      db,
      { steamId: '76561198000000001' },
      { id: tradeId, status: 'COMPLETED' } as never,
      new Date(),
      site,
    );
  async function pendingWithdrawal() {
    await db.transaction((tx) =>
      changeCredits(tx, { userId: trader.id, amount: 500, reason: 'admin_grant' }),
    );
    return trade({
      status: 'pending',
      creditsUsed: '0',
      marketplaceStatus: 'PROCESSING',
      value: '110.00',
      markupPercent: '4.50',
    });
  }
  /** The trade, its ledger rows and the balance agree: a refunded trade nets zero, a charged one its credits. */
  async function expectLedgerAgrees(tradeId: string) {
    const [row] = await db.select().from(trades).where(eq(trades.id, tradeId));
    const [{ net }] = (
      await db.execute(
        sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as net from credit_ledger where reference = ${tradeId}`,
      )
    ).rows as [{ net: string }];
    if (row!.refundedAt) expect(row!.status).toBe('completed');
    expect(Number(net) + (row!.refundedAt ? 0 : Number(row!.creditsUsed))).toBe(0);
    const [{ sum }] = (
      await db.execute(
        sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as sum from credit_ledger where user_id = ${trader.id}`,
      )
    ).rows as [{ sum: string }];
    expect(await balanceOf(trader.id)).toBe(Number(sum));
    return row!;
  }

  it('refuses a refund before the completion (409 with a sentence); the completion charges, a later refund restores', async () => {
    const withdrawal = await pendingWithdrawal();
    const early = await refund({ trade_id: withdrawal.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/not finished|pending/i);
    expect((await expectLedgerAgrees(withdrawal.id)).refundedAt).toBeNull();

    expect((await complete(withdrawal.csgorollTradeId)).outcome).toBe('completed');
    const charged = await expectLedgerAgrees(withdrawal.id);
    expect(Number(charged.creditsUsed)).toBeGreaterThan(0);

    const after = await refund({ trade_id: withdrawal.id });
    expect(after.json()).toMatchObject({
      credits_restored: Number(charged.creditsUsed),
      already_refunded: false,
    });
    expect((await expectLedgerAgrees(withdrawal.id)).refundedAt).not.toBeNull();
  });

  /** Sessions of this test's database waiting for a row lock. */
  async function lockWaiters() {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (result.rows[0] as { n: number }).n;
  }
  async function untilLockWaiters(n: number) {
    await expect.poll(lockWaiters, { timeout: 10_000, interval: 10 }).toBe(n);
  }
  /**
   * Holds the trade's row the way a completion or refund in progress does, lets `first` and then
   * `second` queue behind it in that order, and releases it: PostgreSQL grants the row in queue order.
   */
  async function inQueueOrder<A, B>(tradeId: string, first: () => Promise<A>, second: () => Promise<B>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.select().from(trades).where(eq(trades.id, tradeId)).for('update');
      locked();
      await released;
    });
    await isLocked;
    const a = first();
    await untilLockWaiters(1);
    const b = second();
    await untilLockWaiters(2);
    release();
    await holder;
    return Promise.all([a, b]);
  }

  it('a refund queued behind the row before the completion refuses; the completion charges', async () => {
    const withdrawal = await pendingWithdrawal();
    const [answer, progress] = await inQueueOrder(
      withdrawal.id,
      () => refund({ trade_id: withdrawal.id }),
      () => complete(withdrawal.csgorollTradeId),
    );
    expect(answer.statusCode).toBe(409);
    expect(progress.outcome).toBe('completed');
    const row = await expectLedgerAgrees(withdrawal.id);
    expect(row.refundedAt).toBeNull();
    expect(Number(row.creditsUsed)).toBeGreaterThan(0);
  });

  it('a refund queued behind the completion restores exactly what the completion charged', async () => {
    const withdrawal = await pendingWithdrawal();
    const [progress, answer] = await inQueueOrder(
      withdrawal.id,
      () => complete(withdrawal.csgorollTradeId),
      () => refund({ trade_id: withdrawal.id }),
    );
    expect(progress.outcome).toBe('completed');
    const row = await expectLedgerAgrees(withdrawal.id);
    expect(answer.json()).toMatchObject({
      credits_restored: Number(row.creditsUsed),
      already_refunded: false,
    });
    expect(row.refundedAt).not.toBeNull();
  });

  it('two refunds of a pending withdrawal in parallel both refuse and the completion still charges once', async () => {
    const withdrawal = await pendingWithdrawal();
    const answers = await Promise.all([
      refund({ trade_id: withdrawal.id }),
      refund({ trade_id: withdrawal.id }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([409, 409]);
    await complete(withdrawal.csgorollTradeId);
    await complete(withdrawal.csgorollTradeId);
    const row = await expectLedgerAgrees(withdrawal.id);
    expect(row.refundedAt).toBeNull();
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.reference, withdrawal.id));
    expect(ledger).toHaveLength(1);
  });

  it('refuses a cancelled withdrawal: it used no credits', async () => {
    const cancelled = await trade({ status: 'cancelled', creditsUsed: '0' });
    const res = await refund({ trade_id: cancelled.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/cancelled/);
  });
});
