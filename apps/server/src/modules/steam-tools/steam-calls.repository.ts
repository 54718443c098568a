import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { steamCalls } from './steam-tools.schema';

/** Parallel requests for one account queue here until the transaction ends. */
export async function lockAccountCalls(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`steam-calls|${accountId}`}, 0))`);
}

/** The latest end of a back-off Steam asked for on this account, if any. */
export async function backoffUntil(tx: DbOrTx, accountId: string): Promise<Date | null> {
  const [backoff] = await tx
    .select({ until: max(steamCalls.backoffUntil) })
    .from(steamCalls)
    .where(and(eq(steamCalls.accountId, accountId), eq(steamCalls.kind, 'backoff')));
  return backoff?.until ?? null;
}

/** The calls made since `since`, and when the oldest of them was made. */
export async function callsSince(
  tx: DbOrTx,
  accountId: string,
  since: Date,
): Promise<{ calls: number; oldest: string | null }> {
  const [spent] = await tx
    .select({ calls: count(), oldest: sql<string | null>`min(${steamCalls.calledAt})` })
    .from(steamCalls)
    .where(
      and(eq(steamCalls.accountId, accountId), eq(steamCalls.kind, 'call'), gt(steamCalls.calledAt, since)),
    );
  return { calls: spent?.calls ?? 0, oldest: spent?.oldest ?? null };
}

export async function insertCall(tx: DbOrTx, accountId: string, at: Date): Promise<void> {
  await tx.insert(steamCalls).values({ accountId, kind: 'call', calledAt: at });
}

/** Calls older than the window and back-offs that ended. */
export async function deleteSpentCalls(tx: DbOrTx, accountId: string, since: Date, now: Date): Promise<void> {
  await tx
    .delete(steamCalls)
    .where(
      and(
        eq(steamCalls.accountId, accountId),
        lt(steamCalls.calledAt, since),
        sql`(${steamCalls.backoffUntil} is null or ${steamCalls.backoffUntil} < ${now})`,
      ),
    );
}

export async function insertBackoff(db: DbOrTx, accountId: string, at: Date, until: Date): Promise<void> {
  await db.insert(steamCalls).values({ accountId, kind: 'backoff', calledAt: at, backoffUntil: until });
}
