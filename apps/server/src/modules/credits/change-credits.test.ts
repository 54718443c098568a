import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { users } from '../users/users.schema';
import { changeCredits } from './change-credits';
import { creditLedger } from './credits.schema';

const ctx = await createTestApp();
const db = ctx.database.db;

async function userIdOf(email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('the credits ledger', () => {
  it('adds and takes credits with one ledger row each, and refuses to go below zero', async () => {
    const userId = await userIdOf((await signUpUser(ctx.app)).email);
    await db.transaction((tx) =>
      changeCredits(tx, { userId, amount: 100, reason: 'admin_grant', reference: 'a' }),
    );
    const { balance } = await db.transaction((tx) =>
      changeCredits(tx, { userId, amount: -40.5, reason: 'bot_usage', reference: 'trade-1' }),
    );
    expect(balance).toBe(59.5);
    await expect(
      db.transaction((tx) => changeCredits(tx, { userId, amount: -60, reason: 'bot_usage' })),
    ).rejects.toThrow('Insufficient credits.');
    const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(rows.map((r) => [r.amount, r.reason, r.balanceAfter])).toEqual([
      ['100.00', 'admin_grant', '100.00'],
      ['-40.50', 'bot_usage', '59.50'],
    ]);
  });

  it('keeps the balance equal to the ledger sum under 20 concurrent spends', async () => {
    const userId = await userIdOf((await signUpUser(ctx.app)).email);
    await db.transaction((tx) => changeCredits(tx, { userId, amount: 10, reason: 'admin_grant' }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) => changeCredits(tx, { userId, amount: -1, reason: 'bot_usage' })),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const [row] = await db
      .select({
        credits: users.credits,
        sum: sql<string>`(select sum(amount) from credit_ledger where user_id = ${userId})`,
      })
      .from(users)
      .where(eq(users.id, userId));
    expect(row).toEqual({ credits: '0.00', sum: '0.00' });
  });
});
